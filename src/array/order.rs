//! NumPy's order and equality of element values (NaN last, complex by real then imaginary
//! part), for every lane of a column: what the sorts, searches and sets of both the array
//! layer and the CPU backend compare by.
use super::col::Col;
use std::cmp::Ordering;

/// An element type of a column with NumPy's sort order and `==`.
pub trait Key: Copy + Send + Sync + 'static {
    fn ord(a: &Self, b: &Self) -> Ordering;
    /// NumPy's `==` (NaN unequal to itself).
    fn same(a: &Self, b: &Self) -> bool;
    fn nan(&self) -> bool {
        false
    }
    /// NaN replaced by -inf (`hi` false) or +inf, as nanargmax/nanargmin do.
    fn nan_as(self, _hi: bool) -> Self {
        self
    }
    fn nz(&self) -> bool;
    fn into_col(v: Vec<Self>) -> Col;
    /// Significant bits of `rkey` (0: no radix sort for this type).
    const RBITS: u32 = 0;
    /// An unsigned key in the same order as `ord` (equal elements get equal keys).
    fn rkey(&self) -> u64 {
        0
    }
}

macro_rules! plain_key {
    ($t:ty, $lane:ident, $zero:expr, $bits:expr, $key:expr) => {
        impl Key for $t {
            fn ord(a: &Self, b: &Self) -> Ordering {
                a.cmp(b)
            }
            fn same(a: &Self, b: &Self) -> bool {
                a == b
            }
            fn nz(&self) -> bool {
                *self != $zero
            }
            fn into_col(v: Vec<Self>) -> Col {
                Col::$lane(v)
            }
            const RBITS: u32 = $bits;
            fn rkey(&self) -> u64 {
                $key(self)
            }
        }
    };
}
plain_key!(bool, B, false, 0, |_: &bool| 0);
plain_key!(i64, I, 0, 64, |x: &i64| (*x as u64) ^ (1 << 63));
plain_key!(u64, U, 0, 64, |x: &u64| *x);

macro_rules! float_key {
    ($t:ty, $lane:ident, $zlane:ident, $ut:ty, $nan:expr) => {
        impl Key for $t {
            fn ord(a: &Self, b: &Self) -> Ordering {
                a.partial_cmp(b)
                    .unwrap_or_else(|| a.is_nan().cmp(&b.is_nan()))
            }
            fn same(a: &Self, b: &Self) -> bool {
                a == b
            }
            fn nan(&self) -> bool {
                self.is_nan()
            }
            fn nan_as(self, hi: bool) -> Self {
                match (self.is_nan(), hi) {
                    (false, _) => self,
                    (true, true) => <$t>::INFINITY,
                    (true, false) => <$t>::NEG_INFINITY,
                }
            }
            fn nz(&self) -> bool {
                *self != 0.0
            }
            fn into_col(v: Vec<Self>) -> Col {
                Col::$lane(v)
            }
            const RBITS: u32 = <$ut>::BITS;
            /// IEEE bits made monotonic; -0 and 0 share a key, NaNs share the largest.
            fn rkey(&self) -> u64 {
                let b = match *self {
                    x if x.is_nan() => $nan,
                    x if x == 0.0 => 0,
                    x => x.to_bits(),
                };
                let top = 1 << (<$ut>::BITS - 1);
                (if b & top != 0 { !b } else { b | top }) as u64
            }
        }
        impl Key for ($t, $t) {
            fn ord(a: &Self, b: &Self) -> Ordering {
                // NumPy's classes first: R+Rj < R+nanj < nan+Rj < nan+nanj.
                let class = |z: &Self| 2 * z.0.is_nan() as u8 + z.1.is_nan() as u8;
                class(a)
                    .cmp(&class(b))
                    .then_with(|| <$t>::ord(&a.0, &b.0))
                    .then_with(|| <$t>::ord(&a.1, &b.1))
            }
            fn same(a: &Self, b: &Self) -> bool {
                a.0 == b.0 && a.1 == b.1
            }
            fn nan(&self) -> bool {
                self.0.is_nan() || self.1.is_nan()
            }
            fn nan_as(self, hi: bool) -> Self {
                if self.nan() {
                    (<$t>::nan_as(<$t>::NAN, hi), 0.0)
                } else {
                    self
                }
            }
            fn nz(&self) -> bool {
                self.0 != 0.0 || self.1 != 0.0
            }
            fn into_col(v: Vec<Self>) -> Col {
                Col::$zlane(v)
            }
        }
    };
}
float_key!(f32, S, Z, u32, 0x7fc0_0000u32);
float_key!(f64, F, C, u64, 0x7ff8_0000_0000_0000u64);

/// Runs `$e` with `$v` bound to the column's vector, whatever its lane.
macro_rules! on_col {
    ($c:expr, $v:ident => $e:expr) => {
        match $c {
            Col::B($v) => $e,
            Col::I($v) => $e,
            Col::U($v) => $e,
            Col::S($v) => $e,
            Col::F($v) => $e,
            Col::Z($v) => $e,
            Col::C($v) => $e,
        }
    };
}
pub(crate) use on_col;
