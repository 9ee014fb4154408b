/** Every CLI of the repository answers `--help` (and `-h`) with its usage, and does nothing else. */
export function answerHelp(usage: string, args: readonly string[] = process.argv.slice(2)): void {
  if (!args.includes('--help') && !args.includes('-h')) return;
  console.log(usage);
  process.exit(0);
}
