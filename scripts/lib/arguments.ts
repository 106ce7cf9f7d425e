/**
 * A command's arguments, read the way the scripts/ tools read them: `--name value` options and `--name` flags
 * are taken out of the list, and what is left are the positional arguments.
 */
export function commandArguments(argv: readonly string[] = process.argv.slice(2)) {
  const args = [...argv];
  return {
    option(name: string): string | undefined {
      const at = args.indexOf(`--${name}`);
      return at >= 0 ? args.splice(at, 2)[1] : undefined;
    },
    flag(name: string): boolean {
      const at = args.indexOf(`--${name}`);
      if (at >= 0) args.splice(at, 1);
      return at >= 0;
    },
    /** What is left once the options and flags have been read. */
    positional: () => [...args],
  };
}
