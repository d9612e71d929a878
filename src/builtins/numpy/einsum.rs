//! `np.einsum(subscripts, *operands)`: labels parsed (explicit `->` or NumPy's implicit
//! output, `...` aligned from the right), repeated labels in one operand taken as diagonal
//! views, labels used nowhere else summed out, then the operands contracted left to right,
//! each pair as one batched matmul (batch, free and summed labels moved together and
//! reshaped). Everything is array operations, so device arrays stay on the device and a
//! contraction is a cuBLAS product there.
use super::reg;
use crate::array::{self as arr, ArrayRef};
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Module, Value};
use crate::lazy::Reduce;

/// A label: a letter, or one of the ellipsis' axes (numbered from the right).
type Label = char;

/// Ellipsis axis `k` of `n` (right-aligned): private-use characters, never user letters.
fn ell_label(k: usize) -> Label {
    char::from_u32(0xE000 + k as u32).unwrap_or('\u{E000}')
}

/// One operand's term: its labels, the ellipsis' axes replaced by ellipsis labels.
fn parse_term(term: &str, ndim: Option<usize>, which: usize) -> RtResult<(Vec<Label>, usize)> {
    let (before, after, has_ell) = match term.find("...") {
        Some(i) => (&term[..i], &term[i + 3..], true),
        None => (term, "", false),
    };
    let letters = |s: &str| -> RtResult<Vec<Label>> {
        s.chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| {
                if c.is_ascii_alphabetic() {
                    Ok(c)
                } else {
                    Err(value_err(format!(
                        "invalid subscript '{c}' in einstein sum subscripts string, subscripts must be letters"
                    )))
                }
            })
            .collect()
    };
    let (b, a) = (letters(before)?, letters(after)?);
    if after.contains("...") {
        return Err(value_err(
            "einstein sum subscripts string contains a '.' that is not part of an ellipsis ('...')",
        ));
    }
    let named = b.len() + a.len();
    let ell = match (ndim, has_ell) {
        (Some(d), true) => {
            if named > d {
                return Err(too_many(which));
            }
            d - named
        }
        (Some(d), false) => {
            if named != d {
                if named > d {
                    return Err(too_many(which));
                }
                return Err(value_err(
                    "operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.",
                ));
            }
            0
        }
        (None, _) => 0,
    };
    let mut out = b;
    out.extend((0..ell).rev().map(ell_label));
    out.extend(a);
    Ok((out, ell))
}

fn too_many(which: usize) -> Box<crate::interp::error::RtErr> {
    value_err(format!(
        "einstein sum subscripts string contains too many subscripts for operand {which}"
    ))
}

pub fn install(m: &Module, host: bool) {
    reg(m, "einsum", host, |it, a, kw, host| {
        crate::builtins::allow_kw("einsum", kw, &["optimize", "dtype"])?;
        let (spec, ops) = match a.first() {
            Some(Value::Str(spec)) => (spec.to_string(), a[1..].to_vec()),
            _ => interleaved(it, a)?,
        };
        let ops: Vec<ArrayRef> = ops
            .iter()
            .map(|v| it.to_array(v, host, None))
            .collect::<RtResult<_>>()?;
        let dt = match crate::builtins::kwarg(kw, "dtype") {
            Some(d) => super::dtype_arg(d)?,
            None => None,
        };
        // dtype= computes in that dtype; operands must cast to it safely (NumPy's default).
        let ops = match dt {
            None => ops,
            Some(d) => {
                let mut cast = Vec::new();
                for (k, x) in ops.iter().enumerate() {
                    if !crate::array::dtype::can_cast(x.dtype, d, "safe") {
                        return Err(type_err(format!(
                            "Iterator operand {k} dtype could not be cast from dtype('{}') to dtype('{}') according to the rule 'safe'",
                            x.dtype.name(),
                            d.name()
                        )));
                    }
                    cast.push(arr::astype(x, d).map_err(arr_err)?);
                }
                cast
            }
        };
        let r = einsum(it, &spec, ops)?;
        it.finish(r)
    });
}

/// The interleaved form `einsum(op0, sublist0, op1, sublist1, ..., [sublistout])`: the
/// subscripts string NumPy builds from the sublists (0-25 are 'A'-'Z', 26-51 'a'-'z',
/// `...` an ellipsis) and the operands.
fn interleaved(it: &mut Interp, a: &[Value]) -> RtResult<(String, Vec<Value>)> {
    if a.len() < 2 {
        return Err(value_err(
            "must provide at least an operand and a subscripts list to einsum",
        ));
    }
    let mut letters = |v: &Value| -> RtResult<String> {
        let mut s = String::new();
        for x in it.to_vec(v)? {
            match x {
                Value::Ellipsis => s.push_str("..."),
                // Python ints and NumPy integer scalars (bools are refused, as NumPy's).
                Value::Bool(_) => {
                    return Err(type_err(
                        "each subscript must be either an integer or an ellipsis",
                    ));
                }
                x => match super::shape::int_of(&x) {
                    Ok(k) if (0..52).contains(&k) => {
                        let base = if k < 26 { b'A' } else { b'a' - 26 };
                        s.push((base + k as u8) as char);
                    }
                    Ok(_) => {
                        return Err(value_err("subscript is not within the valid range [0, 52)"));
                    }
                    Err(_) => {
                        return Err(type_err(
                            "each subscript must be either an integer or an ellipsis",
                        ));
                    }
                },
            }
        }
        Ok(s)
    };
    let mut terms = Vec::new();
    for pair in a.chunks_exact(2) {
        terms.push(letters(&pair[1])?);
    }
    let mut spec = terms.join(",");
    if a.len() % 2 == 1 {
        spec = format!("{spec}->{}", letters(&a[a.len() - 1])?);
    }
    let ops: Vec<Value> = a.chunks_exact(2).map(|p| p[0].clone()).collect();
    Ok((spec, ops))
}

fn einsum(it: &mut Interp, spec: &str, ops: Vec<ArrayRef>) -> RtResult<ArrayRef> {
    let spec: String = spec.chars().filter(|c| !c.is_whitespace()).collect();
    let (lhs, rhs) = match spec.split_once("->") {
        Some((l, r)) => (l.to_string(), Some(r.to_string())),
        None => (spec.clone(), None),
    };
    let terms: Vec<&str> = lhs.split(',').collect();
    if terms.len() != ops.len() {
        // NumPy's words: "more" when the string names more operands than were given.
        let which = if terms.len() > ops.len() {
            "more"
        } else {
            "fewer"
        };
        return Err(value_err(format!(
            "{which} operands provided to einstein sum function than specified in the subscripts string"
        )));
    }
    let mut labels = Vec::new();
    let mut max_ell = 0;
    for (k, (t, x)) in terms.iter().zip(&ops).enumerate() {
        let (l, e) = parse_term(t, Some(x.ndim()), k)?;
        max_ell = max_ell.max(e);
        labels.push(l);
    }
    let ells: Vec<Label> = (0..max_ell).rev().map(ell_label).collect();
    let out: Vec<Label> = match &rhs {
        Some(r) => {
            let (mut o, _) = parse_term(r, None, 0)?;
            if r.contains("...") {
                let i = r.find("...").unwrap_or(0);
                let before = r[..i].chars().count();
                o.splice(before..before, ells.iter().copied());
            }
            for (k, c) in o.iter().enumerate() {
                if o[..k].contains(c) {
                    return Err(value_err(format!(
                        "einstein sum subscripts string includes output subscript '{c}' multiple times"
                    )));
                }
                if !labels.iter().any(|l| l.contains(c)) {
                    return Err(value_err(format!(
                        "einstein sum subscripts string included output subscript '{c}' which never appeared in an input"
                    )));
                }
            }
            o
        }
        None => {
            let mut once: Vec<Label> = Vec::new();
            for l in labels.iter().flatten() {
                if l.is_ascii_alphabetic()
                    && labels.iter().flatten().filter(|x| *x == l).count() == 1
                {
                    once.push(*l);
                }
            }
            once.sort();
            ells.iter().copied().chain(once).collect()
        }
    };
    // Every label's size (1 broadcasts for ellipsis axes).
    let mut size: Vec<(Label, usize)> = Vec::new();
    for (l, x) in labels.iter().zip(&ops) {
        for (c, &d) in l.iter().zip(&x.shape) {
            match size.iter_mut().find(|(k, _)| k == c) {
                Some((_, s)) if *s == d => {}
                Some((_, s)) if *s == 1 || d == 1 => *s = (*s).max(d),
                Some((_, s)) => {
                    return Err(value_err(format!(
                        "operands could not be broadcast together with remapped shapes: subscript '{c}' has sizes {s} and {d}"
                    )));
                }
                None => size.push((*c, d)),
            }
        }
    }
    let size_of = |c: Label| size.iter().find(|(k, _)| *k == c).map_or(1, |x| x.1);
    // NumPy computes in the operands' common type: sums of small ints wrap, as its loops do.
    let common = ops
        .iter()
        .map(|x| x.dtype)
        .reduce(crate::array::dtype::promote);
    // Diagonals of repeated labels, then labels nobody else needs summed out.
    let mut items: Vec<(Vec<Label>, ArrayRef)> = Vec::new();
    for (l, x) in labels.into_iter().zip(ops) {
        let (mut l, mut x) = (l, x);
        while let Some((i, j)) = repeated(&l) {
            x = crate::array::stats::diagonal(&x, 0, i, j).map_err(arr_err)?;
            let c = l[i];
            l.remove(j);
            l.remove(i);
            l.push(c);
        }
        items.push((l, x));
    }
    let mut acc: Option<(Vec<Label>, ArrayRef)> = None;
    let n = items.len();
    for k in 0..n {
        let later: Vec<Label> = items[k + 1..]
            .iter()
            .flat_map(|(l, _)| l.iter().copied())
            .chain(out.iter().copied())
            .collect();
        let (l, x) = items[k].clone();
        let others: Vec<Label> = acc
            .iter()
            .flat_map(|(l, _)| l.iter().copied())
            .chain(later.iter().copied())
            .collect();
        let (l, x) = sum_unused(&l, &x, &others, common)?;
        acc = Some(match acc {
            None => (l, x),
            Some((al, ax)) => {
                let (al, ax) = sum_unused(
                    &al,
                    &ax,
                    &l.iter()
                        .copied()
                        .chain(later.iter().copied())
                        .collect::<Vec<_>>(),
                    common,
                )?;
                contract(it, (&al, &ax), (&l, &x), &later, &size_of)?
            }
        });
    }
    let Some((l, x)) = acc else {
        return Err(value_err("No input operands"));
    };
    let (l, x) = sum_unused(&l, &x, &out, common)?;
    // Broadcast size-1 ellipsis axes to their label's size, then order as the output.
    let perm: Vec<usize> = out
        .iter()
        .map(|c| l.iter().position(|x| x == c).unwrap_or(0))
        .collect();
    let x = it.transpose(&x, Some(perm))?;
    let shape: Vec<usize> = out.iter().map(|&c| size_of(c)).collect();
    if x.shape != shape {
        return arr::broadcast_to(&x, &shape).map_err(arr_err);
    }
    Ok(x)
}

/// The first label that appears twice in a term (positions).
fn repeated(l: &[Label]) -> Option<(usize, usize)> {
    for j in 0..l.len() {
        if let Some(i) = l[..j].iter().position(|c| *c == l[j]) {
            return Some((i, j));
        }
    }
    None
}

/// Sums out the labels of `x` that `keep` does not name.
fn sum_unused(
    l: &[Label],
    x: &ArrayRef,
    keep: &[Label],
    dtype: Option<crate::array::dtype::DType>,
) -> RtResult<(Vec<Label>, ArrayRef)> {
    let gone: Vec<usize> = (0..l.len()).filter(|&i| !keep.contains(&l[i])).collect();
    if gone.is_empty() {
        return Ok((l.to_vec(), x.clone()));
    }
    let r = arr::reduce_axes(x, &gone, Reduce::Sum, false, dtype).map_err(arr_err)?;
    let rest = (0..l.len())
        .filter(|i| !gone.contains(i))
        .map(|i| l[i])
        .collect();
    Ok((rest, r))
}

/// Two operands contracted: labels in both and still needed are batch axes, in both and
/// not needed are summed by the product, the rest are free; one batched matmul.
fn contract(
    it: &mut Interp,
    (al, ax): (&[Label], &ArrayRef),
    (bl, bx): (&[Label], &ArrayRef),
    later: &[Label],
    size_of: &dyn Fn(Label) -> usize,
) -> RtResult<(Vec<Label>, ArrayRef)> {
    let both: Vec<Label> = al.iter().copied().filter(|c| bl.contains(c)).collect();
    let batch: Vec<Label> = both.iter().copied().filter(|c| later.contains(c)).collect();
    let summed: Vec<Label> = both
        .iter()
        .copied()
        .filter(|c| !later.contains(c))
        .collect();
    let afree: Vec<Label> = al.iter().copied().filter(|c| !bl.contains(c)).collect();
    let bfree: Vec<Label> = bl.iter().copied().filter(|c| !al.contains(c)).collect();
    let prod = |ls: &[Label]| ls.iter().map(|&c| size_of(c)).product::<usize>();
    let arrange =
        |it: &mut Interp, l: &[Label], x: &ArrayRef, order: Vec<&[Label]>| -> RtResult<ArrayRef> {
            let all: Vec<Label> = order.iter().flat_map(|g| g.iter().copied()).collect();
            let perm: Vec<usize> = all
                .iter()
                .map(|c| l.iter().position(|x| x == c).unwrap_or(0))
                .collect();
            let t = it.transpose(x, Some(perm))?;
            let full: Vec<usize> = all.iter().map(|&c| size_of(c)).collect();
            let t = if t.shape != full {
                arr::broadcast_to(&t, &full).map_err(arr_err)?
            } else {
                t
            };
            let dims: Vec<i64> = order.iter().map(|g| prod(g) as i64).collect();
            it.reshape(&t, &dims)
        };
    let a3 = arrange(it, al, ax, vec![&batch, &afree, &summed])?;
    let b3 = arrange(it, bl, bx, vec![&batch, &summed, &bfree])?;
    let r = it.array_matmul(&Value::Array(a3), &Value::Array(b3))?;
    let Value::Array(r) = r else {
        return Err(value_err("einsum: unexpected product"));
    };
    let labels: Vec<Label> = batch.iter().chain(&afree).chain(&bfree).copied().collect();
    let dims: Vec<i64> = labels.iter().map(|&c| size_of(c) as i64).collect();
    Ok((labels, it.reshape(&r, &dims)?))
}
