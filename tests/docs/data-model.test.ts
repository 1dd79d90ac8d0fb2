// docs/data-model.md stays true (issue 40): each `match` path of rules/firestore/*.rules has a section
// there and each section a `match`, and every field an app builder writes is in its section's Fields.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtDocs } from './data-model-builders';

const ROOT = join(import.meta.dirname, '..', '..');

/** Every `match /path` of the rules sources, nested ones joined to their parents' paths. */
function rulesMatchPaths(source: string): string[] {
  const paths: string[] = [];
  const open: { path: string; depth: number }[] = [];
  let depth = 0;
  for (const raw of source.split('\n')) {
    const line = raw.replace(/\/\/.*$/, '');
    const match = /^\s*match\s+\/(\S+)\s*\{/.exec(line);
    const rest = match ? line.slice(line.indexOf(match[1]!) + match[1]!.length) : line;
    if (match) {
      const parent = open.at(-1)?.path;
      const path = parent ? `${parent}/${match[1]}` : match[1]!;
      paths.push(path);
      open.push({ path, depth: depth + 1 });
    }
    for (const ch of rest) {
      if (ch === '{') depth += 1;
      else if (ch === '}') {
        depth -= 1;
        while (open.length && open.at(-1)!.depth > depth) open.pop();
      }
    }
  }
  return paths;
}

interface ModelSection {
  paths: string[];
  fields: string[];
  text: string;
}

/** The sections of docs/data-model.md whose heading names paths in backticks, with their Fields. */
function modelSections(markdown: string): ModelSection[] {
  const sections: ModelSection[] = [];
  for (const block of markdown.split(/^#{2,3} /m).slice(1)) {
    const [heading = '', ...body] = block.split('\n');
    const paths = [...heading.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    if (paths.length === 0 || !paths.every((p) => p.includes('/'))) continue;
    const text = body.join('\n');
    const fieldsPara = /^Fields:([\s\S]*?)(?:\n\s*\n|(?![\s\S]))/m.exec(text)?.[1] ?? '';
    const fields = [...fieldsPara.matchAll(/`([A-Za-z_]\w*)`/g)].map((m) => m[1]!);
    sections.push({ paths, fields, text });
  }
  return sections;
}

const segments = (path: string) => path.split('/');
const isVar = (segment: string) => segment.startsWith('{');

/** The section whose path pattern names `docPath`, the most specific one (fewest variables). */
function sectionOf(sections: ModelSection[], docPath: string): ModelSection | undefined {
  const parts = segments(docPath);
  let best: { section: ModelSection; vars: number } | undefined;
  for (const section of sections) {
    for (const pattern of section.paths) {
      const pat = segments(pattern);
      if (pat.some((s) => s.includes('**')) || pat.length !== parts.length) continue;
      if (!pat.every((s, i) => isVar(s) || s === parts[i])) continue;
      const vars = pat.filter(isVar).length;
      if (!best || vars < best.vars) best = { section, vars };
    }
  }
  return best?.section;
}

const rulesDir = join(ROOT, 'rules/firestore');
const rulesSources = readdirSync(rulesDir)
  .filter((f) => f.endsWith('.rules'))
  .map((f) => readFileSync(join(rulesDir, f), 'utf8'));
const rulesPaths = rulesSources.flatMap(rulesMatchPaths);
const sections = modelSections(readFileSync(join(ROOT, 'docs/data-model.md'), 'utf8'));
const documented = sections.flatMap((s) => s.paths);

describe('docs/data-model.md', () => {
  it('finds the nested and collection-group matches of the rules', () => {
    const paths = rulesMatchPaths(
      'match /a/{x} {\n  function f() { return 1; }\n  match /b/{y} {\n  }\n}\nmatch /c {}\n',
    );
    expect(paths).toEqual(['a/{x}', 'a/{x}/b/{y}', 'c']);
    expect(rulesPaths).toContain('users/{uid}/private/account');
    expect(rulesPaths).toContain('{path=**}/recipients/{dinerId}');
  });

  it('has a section for every match path of the rules, and no other', () => {
    expect([...documented].sort()).toEqual([...new Set(rulesPaths)].sort());
  });

  it('says who reads and who writes each collection', () => {
    for (const section of sections) {
      expect(section.text, section.paths[0]).toMatch(/^Read/m);
      expect(section.text, section.paths[0]).toMatch(/write/i);
    }
  });

  it('lists only fields the rules name', () => {
    const rules = rulesSources.join('\n');
    const stale = sections.flatMap((s) =>
      s.fields.filter((f) => !new RegExp(`\\b${f}\\b`).test(rules)).map((f) => `${s.paths[0]} · ${f}`),
    );
    expect(stale).toEqual([]);
  });

  it("lists every field the app's builders write", () => {
    const unlisted: string[] = [];
    for (const doc of builtDocs()) {
      const section = sectionOf(sections, doc.path);
      if (!section) {
        unlisted.push(`${doc.by}: ${doc.path} has no section`);
        continue;
      }
      for (const field of doc.fields)
        if (!section.fields.includes(field)) unlisted.push(`${doc.by}: ${section.paths[0]} · ${field}`);
    }
    expect(unlisted).toEqual([]);
  });
});
