// The project's own lint rules, for what eslint.config.js's no-restricted-syntax selectors cannot
// see: a selector matches one node, so a path or a database handle that passes through a variable
// (`const p = 'users/x/'; apiRequest(p)`, `const d = ctx.db; d.select()`) slipped past it (issue 30
// item 3). These rules follow a name to what was assigned to it, through ESLint's scope analysis.
// Proved by scripts/route-paths.test.ts and apps/server/src/sql-boundaries.test.ts.

/** Casts and non-null assertions change no value: `p as string` is `p`. */
function unwrap(node) {
  while (
    node &&
    ['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression'].includes(node.type)
  ) {
    node = node.expression;
  }
  return node;
}

function variableOf(context, identifier) {
  for (let scope = context.sourceCode.getScope(identifier); scope; scope = scope.upper) {
    const variable = scope.set.get(identifier.name);
    if (variable) return variable;
  }
  return undefined;
}

/**
 * What `node` may hold: itself, or for a name every value assigned to it (its initialiser and
 * later assignments), and both branches of `a ? b : c` and `a || b`. Depth-limited: `let a = b`,
 * `b = a` must end.
 */
function valuesOf(context, node, depth = 0) {
  node = unwrap(node);
  if (!node || depth > 4) return [];
  if (node.type === 'ConditionalExpression') {
    return [node.consequent, node.alternate].flatMap((n) => valuesOf(context, n, depth + 1));
  }
  if (node.type === 'LogicalExpression') {
    return [node.left, node.right].flatMap((n) => valuesOf(context, n, depth + 1));
  }
  if (node.type !== 'Identifier') return [node];
  const variable = variableOf(context, node);
  if (!variable) return [];
  const assigned = new Set();
  for (const def of variable.defs) {
    if (def.type === 'Variable' && def.node.id === def.name && def.node.init) {
      assigned.add(def.node.init);
    }
  }
  for (const reference of variable.references) {
    if (reference.writeExpr && reference.identifier.parent?.type === 'AssignmentExpression') {
      assigned.add(reference.writeExpr);
    }
  }
  return [...assigned].flatMap((value) => valuesOf(context, value, depth + 1));
}

/**
 * The literal text of a string built from pieces, as a template's quasis: `'a/' + id + '/b'` and
 * `` `a/${id}/b` `` are both ['a/', '/b']; a plain string is one piece; null when no piece is
 * literal (a call, a table's path). A name in a concatenation holding one string is inlined.
 */
function piecesOf(context, node, depth = 0) {
  node = unwrap(node);
  if (!node || depth > 4) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.raw);
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = piecesOf(context, node.left, depth + 1) ?? ['', ''];
    const right = piecesOf(context, node.right, depth + 1) ?? ['', ''];
    if (left.length === 2 && right.length === 2 && !left.join('') && !right.join('')) return null;
    return [...left.slice(0, -1), left.at(-1) + right[0], ...right.slice(1)];
  }
  if (node.type === 'Identifier') {
    const values = valuesOf(context, node, depth + 1);
    return values.length === 1 ? piecesOf(context, values[0], depth + 1) : null;
  }
  return null;
}

const PATH_MESSAGE =
  "Route and API paths come from the contracts' path tables (apiPaths, routeOf(…Paths.x, 'id'), docs/architecture.md).";

/**
 * The web's calls that take an API path: `apiRequest(p)`, `fetch(p)`, `window.fetch(p)`. The
 * selectors in eslint.config.js judge a literal or a template written in the call; this rule
 * judges the rest the same way: a name holding one, a concatenation, and fetch on `window`,
 * `globalThis` or `self`, whatever its argument.
 */
const webApiPaths = {
  meta: {
    type: 'problem',
    messages: { path: PATH_MESSAGE },
    schema: [{ type: 'object', properties: { calls: { type: 'array' } } }],
  },
  create(context) {
    const calls = new Set(context.options[0]?.calls ?? []);
    // A template or concatenation with a slash or a word before its query string
    // (`${kind}/${id}/`); `${table.path}?${query}` is the table's path with a query.
    const isPath = (pieces) =>
      pieces.length === 1
        ? !/^[a-z][a-z0-9+.-]*:/.test(pieces[0])
        : pieces.some((piece) => /^[^?&=]*[/A-Za-z_]/.test(piece));
    return {
      CallExpression(node) {
        const { callee } = node;
        const named = callee.type === 'Identifier' && calls.has(callee.name);
        const onGlobal =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          ['window', 'globalThis', 'self'].includes(callee.object.name) &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'fetch';
        const [argument] = node.arguments;
        if (!argument || !(named || onGlobal)) return;
        // Written in the call: the selectors' case, not reported twice.
        if (named && ['Literal', 'TemplateLiteral'].includes(argument.type)) return;
        const paths = valuesOf(context, argument).map((value) => piecesOf(context, value));
        if (paths.some((pieces) => pieces && isPath(pieces))) {
          context.report({ node: argument, messageId: 'path' });
        }
      },
    };
  },
};

/**
 * The server's route registrations, `app.get(p, …)` and `app.route({ url: p })`, where `p` is a
 * name or a concatenation: judged as eslint.config.js's selectors judge a path written in place
 * (a path from the root, but the `roots`; a template with more than `/${table.path}`).
 */
const serverRoutePaths = {
  meta: {
    type: 'problem',
    messages: { path: PATH_MESSAGE },
    schema: [
      {
        type: 'object',
        properties: { methods: { type: 'array' }, roots: { type: 'array' } },
      },
    ],
  },
  create(context) {
    const methods = new Set(context.options[0]?.methods ?? []);
    const roots = new Set(context.options[0]?.roots ?? []);
    const isPath = (pieces) =>
      pieces.length === 1
        ? pieces[0].startsWith('/') && !roots.has(pieces[0])
        : pieces[0].startsWith('/') && pieces.some((piece) => /[^/]/.test(piece));
    const check = (argument) => {
      if (!argument || ['Literal', 'TemplateLiteral'].includes(argument.type)) return;
      const paths = valuesOf(context, argument).map((value) => piecesOf(context, value));
      if (paths.some((pieces) => pieces && isPath(pieces))) {
        context.report({ node: argument, messageId: 'path' });
      }
    };
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (methods.has(callee.property.name)) check(node.arguments[0]);
        if (callee.property.name === 'route' && node.arguments[0]?.type === 'ObjectExpression') {
          const url = node.arguments[0].properties.find(
            (property) => property.type === 'Property' && property.key.name === 'url',
          );
          check(url?.value);
        }
      },
    };
  },
};

const DB_NAMES = ['db', 'tx'];

/** Whether `node` is the app's database or a transaction, under any name. */
function isDatabase(context, node, depth = 0) {
  node = unwrap(node);
  if (!node || depth > 4) return false;
  if (node.type === 'MemberExpression') {
    return !node.computed && DB_NAMES.includes(node.property.name);
  }
  if (node.type !== 'Identifier') return false;
  if (DB_NAMES.includes(node.name)) return true;
  const variable = variableOf(context, node);
  if (!variable) return false;
  return (
    variable.defs.some((def) => {
      const { name } = def;
      // `d: Database`, `(d: Database) => …`
      const type = name.typeAnnotation?.typeAnnotation;
      if (type?.type === 'TSTypeReference' && type.typeName.name === 'Database') return true;
      // `const { db: d } = ctx`, `({ db: d }) => …`
      const property = name.parent?.type === 'AssignmentPattern' ? name.parent.parent : name.parent;
      if (property?.type === 'Property' && DB_NAMES.includes(property.key.name)) return true;
      // `db.transaction(async (t) => …)`: the callback's first parameter is the transaction.
      if (def.type === 'Parameter' && def.node.params[0] === name) {
        const call = def.node.parent;
        if (
          call?.type === 'CallExpression' &&
          call.callee.type === 'MemberExpression' &&
          call.callee.property.name === 'transaction' &&
          isDatabase(context, call.callee.object, depth + 1)
        ) {
          return true;
        }
      }
      // `const d = db`, `d = tx`: what was assigned, itself judged by name first (valuesOf would
      // look through a destructured `db` and find nothing).
      return def.type === 'Variable' && def.node.id === name && def.node.init
        ? isDatabase(context, def.node.init, depth + 1)
        : false;
    }) ||
    variable.references.some(
      (reference) =>
        reference.writeExpr &&
        reference.identifier.parent?.type === 'AssignmentExpression' &&
        isDatabase(context, reference.writeExpr, depth + 1),
    )
  );
}

/**
 * SQL stays in repositories: a query run on the database under another name (`const d = ctx.db;
 * d.select()`, `{ db: d }`, `(t) => t.insert()` in a transaction, `d: Database`) and Drizzle's
 * relational API (`db.query.trips.findMany()`) anywhere. eslint.config.js's selectors catch the
 * calls on `db`, `tx`, `….db` and `….tx` by name.
 */
const sqlInRepositories = {
  meta: {
    type: 'problem',
    messages: {
      sql: 'SQL belongs in a *.repository.ts file of the module (docs/architecture.md).',
    },
    schema: [{ type: 'object', properties: { methods: { type: 'array' } } }],
  },
  create(context) {
    const methods = new Set(context.options[0]?.methods ?? []);
    return {
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        const object = unwrap(node.object);
        if (node.property.name === 'query' && isDatabase(context, object)) {
          context.report({ node, messageId: 'sql' });
          return;
        }
        const called = node.parent.type === 'CallExpression' && node.parent.callee === node;
        if (!called || !methods.has(node.property.name)) return;
        // By name: the selectors' case, not reported twice.
        const named =
          (object.type === 'Identifier' && DB_NAMES.includes(object.name)) ||
          (object.type === 'MemberExpression' && DB_NAMES.includes(object.property.name));
        if (!named && isDatabase(context, object)) context.report({ node, messageId: 'sql' });
      },
    };
  },
};

export default {
  rules: {
    'web-api-paths': webApiPaths,
    'server-route-paths': serverRoutePaths,
    'sql-in-repositories': sqlInRepositories,
  },
};
