//! NumPy 2's array-API names: the aliases (`acos` is `arccos`, `concat` is `concatenate`,
//! ...) and `unique_all/counts/inverse/values`, the named tuples of `unique`'s parts.
use super::reg_bound;
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err};
use crate::interp::value::{Module, Value};
use std::rc::{Rc, Weak};

/// Names that are the same function as another (`np.acos is np.arccos`).
const ALIASES: &[(&str, &str)] = &[
    ("acos", "arccos"),
    ("acosh", "arccosh"),
    ("asin", "arcsin"),
    ("asinh", "arcsinh"),
    ("atan", "arctan"),
    ("atanh", "arctanh"),
    ("atan2", "arctan2"),
    ("pow", "power"),
    ("bitwise_not", "invert"),
    ("bitwise_invert", "invert"),
    ("bitwise_left_shift", "left_shift"),
    ("bitwise_right_shift", "right_shift"),
    ("concat", "concatenate"),
    ("permute_dims", "transpose"),
];

const ALL: &[&str] = &["values", "indices", "inverse_indices", "counts"];
const INVERSE: &[&str] = &["values", "inverse_indices"];
const COUNTS: &[&str] = &["values", "counts"];

pub fn install(m: &Rc<Module>, host: bool) {
    for (alias, target) in ALIASES {
        if let Some(v) = m.get(target) {
            m.set(alias, v);
        }
    }
    for (name, result, fields) in [
        ("unique_all", &"UniqueAllResult", ALL),
        ("unique_inverse", &"UniqueInverseResult", INVERSE),
        ("unique_counts", &"UniqueCountsResult", COUNTS),
        ("unique_values", &"", &["values"][..]),
    ] {
        let ns = Rc::downgrade(m);
        reg_bound(m, name, host, move |it, b, _| {
            unique_parts(it, &ns, b.arg("x"), result, fields)
        });
    }
}

/// `unique(x, return_index=..., return_inverse=..., return_counts=...)` with the parts
/// `fields` names, as the named tuple `result` (the values alone when it is "").
fn unique_parts(
    it: &mut Interp,
    ns: &Weak<Module>,
    x: &Value,
    result: crate::interp::value::TypeName,
    fields: &'static [&'static str],
) -> RtResult<Value> {
    let unique = ns
        .upgrade()
        .and_then(|m| m.get("unique"))
        .ok_or_else(|| err(ExcType::RuntimeError, "the array namespace is gone"))?;
    let flag = |f: &str| Value::Bool(fields.contains(&f));
    let kw: Vec<(Rc<str>, Value)> = vec![
        ("return_index".into(), flag("indices")),
        ("return_inverse".into(), flag("inverse_indices")),
        ("return_counts".into(), flag("counts")),
    ];
    let parts = it.call(&unique, std::slice::from_ref(x), &kw)?;
    if result.is_empty() {
        return Ok(parts);
    }
    let Value::Tuple(items) = parts else {
        return Err(err(ExcType::RuntimeError, "unique gave no parts"));
    };
    Ok(Value::named(result, fields, items.to_vec()))
}
