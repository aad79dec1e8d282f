/** PostgreSQL reads `time` back as 'HH:MM:SS'; people and the API use 'HH:MM'. */
export const clockTime = (time: string): string => time.slice(0, 5);
