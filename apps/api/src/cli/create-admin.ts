// `npm run create-admin -- email [--password secret]`: makes the first administrator (or promotes an account) on the
// database the API uses (DATABASE_URL, else the embedded PGlite in DATA_DIR). Prints the generated password of a new
// account once; change it after signing in.
import { createDatabase } from '@afisha/db';
import { ConfigError, loadConfig } from '../config.ts';
import { createPasswordHasher } from '../modules/account/password-hasher.ts';
import { AdminEmailInvalid, createAdmin } from '../modules/box-office/create-admin.ts';

const args = process.argv.slice(2);
const passwordAt = args.indexOf('--password');
const password = passwordAt >= 0 ? args[passwordAt + 1] : undefined;
const positional = args.filter(
  (arg, index) => !arg.startsWith('--') && (passwordAt < 0 || index !== passwordAt + 1),
);
const email = positional[0];
if (!email || (passwordAt >= 0 && !password)) {
  console.error('Usage: npm run create-admin -- <email> [--password <password>]');
  process.exit(2);
}
try {
  const config = loadConfig(process.env);
  const database = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const admin = await createAdmin(database.db, createPasswordHasher(), {
      email,
      password,
      now: new Date(),
    });
    if (!admin.created) console.log(`${email} is an administrator now (account ${admin.userId}).`);
    else if (admin.password)
      console.log(`Administrator ${email} created (account ${admin.userId}); password: ${admin.password}`);
    else console.log(`Administrator ${email} created (account ${admin.userId}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof AdminEmailInvalid) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
