// Words in both languages inside one file (the agency facts): English and Spanish side by side,
// as the collections of entries show them, after the fact's own plain fields if it has any (a
// license line's number and its sample mark). The value stays { en, es, ... }.
// Plain JavaScript run by the editor (window.CMS, window.h, window.createClass).
/* global CMS, h, createClass */
(function () {
  const Bilingual = createClass({
    get(key) {
      const value = this.props.value;
      return value && (value.get ? value.get(key) : value[key]);
    },
    words(lang) {
      return String(this.get(lang) || "");
    },
    subfields() {
      const fields = this.props.field.get("fields");
      return fields ? fields.toJS() : [];
    },
    isValid() {
      if (this.props.field.get("required") === false) return true;
      const empty = this.subfields().filter((f) => f.widget !== "boolean" && !String(this.get(f.name) || "").trim());
      if (!empty.length) return true;
      return empty.some((f) => f.name === "en" || f.name === "es")
        ? { error: { message: "Fill in both: English and Spanish." } }
        : { error: { message: `Fill in: ${empty.map((f) => f.label).join(", ")}.` } };
    },
    change(key, next) {
      const value = this.props.value;
      // A new row has no value yet: an empty map of the editor's own kind (the field's) to start from.
      const map = value && value.set ? value : this.props.field.clear();
      this.props.onChange(map.set(key, next));
    },
    render() {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const labelStyle = { display: "grid", gap: "4px", fontSize: "13px", fontWeight: 600 };
      const input = (f, attrs) =>
        h("input", {
          ...attrs,
          type: "text",
          className: classNameWrapper,
          style: { fontWeight: 400 },
          value: String(this.get(f.name) || ""),
          onChange: (e) => this.change(f.name, e.target.value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        });
      const fields = this.subfields();
      const label = (name, fallback) => (fields.find((f) => f.name === name) || {}).label || fallback;
      const others = fields
        .filter((f) => f.name !== "en" && f.name !== "es")
        .map((f) =>
          f.widget === "boolean"
            ? h(
                "label",
                { key: f.name, style: { ...labelStyle, display: "flex", alignItems: "center", gap: "8px" } },
                h("input", {
                  id: `${forID}-${f.name}`,
                  type: "checkbox",
                  checked: this.get(f.name) === true,
                  onChange: (e) => this.change(f.name, e.target.checked),
                }),
                f.label,
              )
            : h("label", { key: f.name, style: labelStyle }, f.label, input(f, { id: `${forID}-${f.name}` })),
        );
      const side = (lang, fallback) =>
        h(
          "label",
          { style: labelStyle },
          label(lang, fallback),
          input({ name: lang }, { id: lang === "en" ? forID : `${forID}-es`, lang }),
        );
      return h(
        "div",
        { style: { display: "grid", gap: "12px" } },
        ...others,
        h(
          "div",
          { style: { display: "grid", gridTemplateColumns: "1fr 1fr", gap: "12px" } },
          side("en", "English"),
          side("es", "Spanish"),
        ),
      );
    },
  });
  CMS.registerWidget("bilingual", Bilingual);
})();
