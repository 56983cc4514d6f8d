export declare const repositoryRoot: string
export declare const localSecretFile: string
export declare function revalidateSecret(env?: Record<string, string | undefined>): string
