import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, serverMessages } from '@ai-map/contracts';

/**
 * The most common passwords of public breach corpora (top of the lists everyone publishes);
 * enough to refuse the guesses an attacker tries first.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  'qwertyuiop',
  'qwerty123',
  '11111111',
  '00000000',
  '87654321',
  'iloveyou',
  'abc12345',
  'abcd1234',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'superman',
  'trustno1',
  'whatever',
  'starwars',
  'passw0rd',
  'letmein1',
  'q1w2e3r4',
  '1q2w3e4r',
  'zaq12wsx',
  'asdfghjkl',
  'qwertyui',
  'asdfasdf',
  'computer',
  'michelle',
  'jennifer',
  'mustang1',
  'shadow12',
  'master12',
  'dragon12',
  'monkey12',
  'changeme',
  'internet',
  'samsung1',
  'liverpool',
  'chelsea1',
  'pokemon1',
  'qazwsxedc',
  'administrator',
  'welcome123',
  'admin123',
  'test1234',
  'testtest',
  'travel123',
  'vacation',
]);

/**
 * Checks a new password; returns the messages to show under the field (empty when it is fine).
 * Mirrors the usual validators: length, not all digits, not common, not the e-mail. The forms
 * trim what is typed (spec 000 §5): one with spaces around it could not be typed again at login.
 * A password that shows nothing (spaces or invisible characters only) never gets here: the
 * shared schema refuses it, in the forms too.
 */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password !== password.trim()) problems.push(serverMessages.passwordSurroundingSpace);
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(serverMessages.passwordTooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(serverMessages.passwordTooLong);
  if (/^\d+$/.test(password)) problems.push(serverMessages.passwordNumeric);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push(serverMessages.passwordCommon);
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  const lowered = password.toLowerCase();
  if (local.length >= 4 && (lowered === email.toLowerCase() || lowered === local)) {
    problems.push(serverMessages.passwordSimilar);
  }
  return problems;
}
