// The module build/common-passwords.ts makes: the common passwords, lower case, one per line.
declare module 'virtual:common-passwords' {
  const passwords: string;
  export default passwords;
}
