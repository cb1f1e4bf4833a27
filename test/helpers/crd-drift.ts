/**
 * Compares a CRD's OpenAPI schema (crds/*.yaml, what the cluster enforces) with the TypeScript
 * interfaces in crds/types.ts (what the API and the operator compile against), field by field:
 * the fields, their type, whether they are required, and the values of enums. The interfaces are
 * read with the TypeScript compiler, so nothing is written twice for the test's sake.
 */
import ts from 'typescript';

/** The part of a structural schema this comparison reads. */
export interface SchemaNode {
  type?: string;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
}

/** A TypeScript type reduced to what a structural schema can say. */
type Shape =
  | { kind: 'string'; enum?: string[] }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'scalar' }
  | { kind: 'array'; items: Shape }
  | { kind: 'object'; properties: Record<string, Shape>; required: string[]; values?: Shape };

export class TypeReader {
  private readonly checker: ts.TypeChecker;
  private readonly file: ts.SourceFile;

  constructor(path: string) {
    const program = ts.createProgram([path], { strict: true, noEmit: true });
    this.checker = program.getTypeChecker();
    this.file = program.getSourceFile(path)!;
  }

  /** The shape of an exported interface or type alias. */
  shapeOf(name: string): Shape {
    const module = this.checker.getSymbolAtLocation(this.file)!;
    const symbol = this.checker.getExportsOfModule(module).find((s) => s.name === name);
    if (!symbol) throw new Error(`crds/types.ts has no type ${name}`);
    return this.shape(this.checker.getDeclaredTypeOfSymbol(symbol), name);
  }

  private shape(type: ts.Type, where: string): Shape {
    const parts = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & ts.TypeFlags.Undefined));
    if (parts.every((t) => t.flags & ts.TypeFlags.BooleanLike)) return { kind: 'boolean' };
    if (parts.every((t) => t.isStringLiteral()))
      return { kind: 'string', enum: parts.map((t) => (t as ts.StringLiteralType).value).sort() };
    if (parts.length > 1) return { kind: 'scalar' };
    const one = parts[0]!;
    if (one.flags & ts.TypeFlags.String) return { kind: 'string' };
    if (one.flags & ts.TypeFlags.Number) return { kind: 'number' };
    if (this.checker.isArrayType(one)) {
      return { kind: 'array', items: this.shape(this.checker.getTypeArguments(one as ts.TypeReference)[0]!, where) };
    }
    if (one.flags & ts.TypeFlags.Object) {
      const properties: Record<string, Shape> = {};
      const required: string[] = [];
      for (const property of this.checker.getPropertiesOfType(one)) {
        properties[property.name] = this.shape(this.checker.getTypeOfSymbol(property), `${where}.${property.name}`);
        if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name);
      }
      const index = this.checker.getIndexInfoOfType(one, ts.IndexKind.String);
      return {
        kind: 'object',
        properties,
        required: required.sort(),
        ...(index ? { values: this.shape(index.type, `${where}[key]`) } : {}),
      };
    }
    throw new Error(`${where}: ${this.checker.typeToString(one)} has no schema counterpart`);
  }
}

/** Every difference between the schema and the shape, each naming its field. */
export function differences(schema: SchemaNode, shape: Shape, path: string): string[] {
  const out: string[] = [];
  const yamlType = schema.type === 'integer' ? 'number' : schema.type;
  if (shape.kind === 'scalar') {
    // A union of scalars (hyperparameter values) has no single schema type: the schema must allow any.
    if (yamlType !== undefined) out.push(`${path}: a union of scalars in TypeScript, ${schema.type} in the CRD`);
    return out;
  }
  if (yamlType !== shape.kind) {
    out.push(`${path}: ${shape.kind} in TypeScript, ${schema.type ?? 'untyped'} in the CRD`);
    return out;
  }
  if (shape.kind === 'string') {
    const yamlEnum = schema.enum?.map(String).sort();
    if (JSON.stringify(yamlEnum) !== JSON.stringify(shape.enum)) {
      out.push(`${path}: enum ${fmt(shape.enum)} in TypeScript, ${fmt(yamlEnum)} in the CRD`);
    }
  }
  if (shape.kind === 'array') out.push(...differences(schema.items ?? {}, shape.items, `${path}[]`));
  if (shape.kind === 'object') {
    const yamlProps = schema.properties ?? {};
    for (const name of Object.keys(shape.properties)) {
      if (!(name in yamlProps)) out.push(`${path}.${name}: in TypeScript, not in the CRD`);
    }
    for (const name of Object.keys(yamlProps)) {
      if (!(name in shape.properties)) out.push(`${path}.${name}: in the CRD, not in TypeScript`);
      else out.push(...differences(yamlProps[name]!, shape.properties[name]!, `${path}.${name}`));
    }
    const yamlRequired = [...(schema.required ?? [])].sort();
    if (JSON.stringify(yamlRequired) !== JSON.stringify(shape.required)) {
      out.push(`${path}: required ${fmt(shape.required)} in TypeScript, ${fmt(yamlRequired)} in the CRD`);
    }
    if (shape.values) {
      const additional = schema.additionalProperties;
      if (typeof additional === 'object') out.push(...differences(additional, shape.values, `${path}[key]`));
      else if (!schema['x-kubernetes-preserve-unknown-fields'])
        out.push(`${path}: a map in TypeScript, the CRD takes no other keys`);
    } else if (schema.additionalProperties || schema['x-kubernetes-preserve-unknown-fields']) {
      out.push(`${path}: a map in the CRD, fixed fields in TypeScript`);
    }
  }
  return out;
}

const fmt = (values: string[] | undefined) => (values ? `[${values.join(', ')}]` : 'none');
