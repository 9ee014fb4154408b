/** Compiles a path glob (`*` one segment, `**` any number of segments) to an anchored regular expression. */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === '*' && glob[i + 1] === '*') {
      // `/**` at a segment boundary also matches the bare prefix (`/neobank/**` matches `/neobank`).
      if (pattern.endsWith('/')) pattern = `${pattern.slice(0, -1)}(?:/.*)?`;
      else pattern += '.*';
      i++;
    } else if (char === '*') {
      pattern += '[^/]*';
    } else {
      pattern += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}
