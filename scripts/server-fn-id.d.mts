export function serverFnId(file: string, name: string): string;
export function generateFunctionId(options: { filename: string; functionName: string }): string;
