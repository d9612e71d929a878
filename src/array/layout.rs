//! Layout: shape, strides (in elements) and offset. Views change only the layout.
use std::fmt::Write as _;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub shape: Vec<usize>,
    pub strides: Vec<isize>,
    pub offset: usize,
}

/// A shape as NumPy's C-level messages print it: `(2,3)`, `(3,)`.
pub fn shape_compact(shape: &[usize]) -> String {
    let parts: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    match parts.len() {
        1 => format!("({},)", parts[0]),
        _ => format!("({})", parts.join(",")),
    }
}

/// `(3,)`, `(2, 3)`, `()` as Python prints a shape tuple.
pub fn shape_str(shape: &[usize]) -> String {
    let mut s = String::from("(");
    for (i, d) in shape.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        let _ = write!(s, "{d}");
    }
    if shape.len() == 1 {
        s.push(',');
    }
    s.push(')');
    s
}

/// The element count; a shape whose count overflows saturates (such shapes are refused where
/// they enter, `alloc::checked_size`; saturating keeps anything missed an allocation error).
pub fn size_of(shape: &[usize]) -> usize {
    if shape.contains(&0) {
        return 0;
    }
    shape.iter().fold(1usize, |a, &d| a.saturating_mul(d))
}

/// NumPy's broadcasting of two shapes, or its error message.
pub fn broadcast_shapes(a: &[usize], b: &[usize]) -> Result<Vec<usize>, String> {
    let n = a.len().max(b.len());
    let mut out = vec![0; n];
    for i in 0..n {
        let x = if i + a.len() >= n {
            a[i + a.len() - n]
        } else {
            1
        };
        let y = if i + b.len() >= n {
            b[i + b.len() - n]
        } else {
            1
        };
        out[i] = match (x, y) {
            (x, y) if x == y => x,
            (1, y) => y,
            (x, 1) => x,
            _ => {
                // NumPy writes these shapes without spaces: (2,3) (3,2).
                let tight = |s: &[usize]| shape_str(s).replace(", ", ",");
                return Err(format!(
                    "operands could not be broadcast together with shapes {} {} ",
                    tight(a),
                    tight(b)
                ));
            }
        };
    }
    Ok(out)
}

impl Layout {
    /// A fresh C-contiguous layout.
    pub fn contiguous(shape: &[usize]) -> Layout {
        let mut strides = vec![0isize; shape.len()];
        let mut acc = 1isize;
        for i in (0..shape.len()).rev() {
            strides[i] = acc;
            acc *= shape[i].max(1) as isize;
        }
        Layout {
            shape: shape.to_vec(),
            strides,
            offset: 0,
        }
    }

    pub fn size(&self) -> usize {
        size_of(&self.shape)
    }

    pub fn ndim(&self) -> usize {
        self.shape.len()
    }

    pub fn is_contiguous(&self) -> bool {
        let mut acc = 1isize;
        for i in (0..self.shape.len()).rev() {
            if self.shape[i] != 1 && self.strides[i] != acc {
                return false;
            }
            acc *= self.shape[i] as isize;
        }
        true
    }

    /// Whether two positions of the layout may share an element: broadcast axes (stride 0)
    /// and sliding windows. NumPy makes such views read-only; gpa refuses writes through them
    /// (gpa's own layouts nest their strides, so this test is exact for them).
    pub fn overlaps(&self) -> bool {
        if self.shape.contains(&0) {
            return false;
        }
        let mut axes: Vec<(usize, usize)> = (0..self.ndim())
            .filter(|&k| self.shape[k] > 1)
            .map(|k| (self.strides[k].unsigned_abs(), self.shape[k]))
            .collect();
        axes.sort_unstable();
        let mut extent = 1usize;
        for (stride, n) in axes {
            if stride < extent {
                return true;
            }
            extent += stride * (n - 1);
        }
        false
    }

    /// The view of this layout broadcast to `shape` (stride 0 on new or size-1 axes).
    pub fn broadcast_to(&self, shape: &[usize]) -> Result<Layout, String> {
        let n = shape.len();
        if self.ndim() > n {
            return Err(format!(
                "cannot broadcast a {}-d array to shape {}",
                self.ndim(),
                shape_str(shape)
            ));
        }
        let lead = n - self.ndim();
        let mut strides = vec![0isize; n];
        for i in 0..self.ndim() {
            let (d, want) = (self.shape[i], shape[lead + i]);
            strides[lead + i] = if d == want {
                self.strides[i]
            } else if d == 1 {
                0
            } else {
                return Err(format!(
                    "operands could not be broadcast together with remapped shapes [original->remapped]: {}  and requested shape {}",
                    shape_str(&self.shape),
                    shape_str(shape)
                ));
            };
        }
        Ok(Layout {
            shape: shape.to_vec(),
            strides,
            offset: self.offset,
        })
    }

    /// Axes reversed (`.T`) or permuted.
    pub fn permute(&self, axes: &[usize]) -> Layout {
        Layout {
            shape: axes.iter().map(|&a| self.shape[a]).collect(),
            strides: axes.iter().map(|&a| self.strides[a]).collect(),
            offset: self.offset,
        }
    }

    /// A reshaped view when the data allows one without copying (C order), else None.
    pub fn reshape_view(&self, shape: &[usize]) -> Option<Layout> {
        if self.is_contiguous() || self.size() == 0 {
            let mut l = Layout::contiguous(shape);
            l.offset = self.offset;
            return Some(l);
        }
        let strides = nocopy_strides(&self.shape, &self.strides, shape)?;
        Some(Layout {
            shape: shape.to_vec(),
            strides,
            offset: self.offset,
        })
    }

    /// Buffer indices of elements `start..start+len` in C order (for chunked evaluation).
    pub fn indices(&self, start: usize, len: usize, out: &mut Vec<usize>) {
        out.clear();
        if self.is_contiguous() {
            out.extend((start..start + len).map(|i| self.offset + i));
            return;
        }
        let nd = self.ndim();
        let mut idx = vec![0usize; nd];
        let mut rem = start;
        for k in (0..nd).rev() {
            let d = self.shape[k].max(1);
            idx[k] = rem % d;
            rem /= d;
        }
        let mut pos = self.offset as isize
            + (0..nd)
                .map(|k| idx[k] as isize * self.strides[k])
                .sum::<isize>();
        for _ in 0..len {
            out.push(pos as usize);
            let mut k = nd;
            while k > 0 {
                k -= 1;
                idx[k] += 1;
                pos += self.strides[k];
                if idx[k] < self.shape[k] {
                    break;
                }
                pos -= self.strides[k] * self.shape[k] as isize;
                idx[k] = 0;
            }
        }
    }
}

/// NumPy's `_attempt_nocopy_reshape` (C order): strides that view the old elements with the
/// new shape, when each group of new axes maps onto old axes that are contiguous together.
fn nocopy_strides(old: &[usize], old_strides: &[isize], new: &[usize]) -> Option<Vec<isize>> {
    let (od, os): (Vec<usize>, Vec<isize>) = old
        .iter()
        .zip(old_strides)
        .filter(|(d, _)| **d != 1)
        .map(|(d, s)| (*d, *s))
        .unzip();
    let mut ns = vec![0isize; new.len()];
    let (mut oi, mut oj, mut ni, mut nj) = (0, 1, 0, 1);
    while ni < new.len() && oi < od.len() {
        let (mut np, mut op) = (new[ni], od[oi]);
        while np != op {
            if np < op {
                np *= *new.get(nj)?;
                nj += 1;
            } else {
                op *= *od.get(oj)?;
                oj += 1;
            }
        }
        for ok in oi..oj - 1 {
            if os[ok] != od[ok + 1] as isize * os[ok + 1] {
                return None;
            }
        }
        ns[nj - 1] = os[oj - 1];
        for nk in (ni + 1..nj).rev() {
            ns[nk - 1] = ns[nk] * new[nk] as isize;
        }
        ni = nj;
        nj += 1;
        oi = oj;
        oj += 1;
    }
    let last = if ni >= 1 { ns[ni - 1] } else { 1 };
    for s in ns.iter_mut().skip(ni) {
        *s = last;
    }
    Some(ns)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broadcasting_follows_numpy() {
        assert_eq!(broadcast_shapes(&[3, 1], &[4]), Ok(vec![3, 4]));
        assert_eq!(broadcast_shapes(&[], &[2, 2]), Ok(vec![2, 2]));
        assert_eq!(
            broadcast_shapes(&[3], &[4]),
            Err("operands could not be broadcast together with shapes (3,) (4,) ".to_string())
        );
    }

    #[test]
    fn strided_indices_walk_in_c_order() {
        let t = Layout::contiguous(&[2, 3]).permute(&[1, 0]);
        let mut v = Vec::new();
        t.indices(0, 6, &mut v);
        assert_eq!(v, vec![0, 3, 1, 4, 2, 5]);
        t.indices(3, 2, &mut v);
        assert_eq!(v, vec![4, 2]);
        let b = Layout::contiguous(&[3]).broadcast_to(&[2, 3]).unwrap();
        let mut all = Vec::new();
        b.indices(0, b.size(), &mut all);
        assert_eq!(all, vec![0, 1, 2, 0, 1, 2]);
        assert!(!t.is_contiguous() && Layout::contiguous(&[4, 1]).is_contiguous());
    }
}
