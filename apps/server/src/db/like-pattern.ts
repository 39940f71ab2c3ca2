/** `text` matched literally by LIKE and ILIKE: their wildcards and escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
