// yaml-js ships no types; the one function the YAML-version check calls.
declare module 'yaml-js' {
  const yamlJs: { load(text: string): unknown }
  export default yamlJs
}
