//! CPython's iteration order of sets whose members hash deterministically (ints, floats,
//! bools and tuples of them): `print({3, 1, 2})` is `{1, 2, 3}` there, in the order of its
//! open-addressing table. gpa keeps a set's members in an insertion-ordered map; where the
//! order shows (iteration, printing, `pop`, set operators), it places the members as
//! CPython's table would after inserting them in that order (`setobject.c`: linear probing of 9 slots, then
//! perturbed steps; growth by 4x at 60% fill), and sorts them by slot. Sets of strings keep
//! insertion order: CPython's string hashes vary per process, so no order is Python's.
//! A set that also had members removed may differ from CPython's, whose table keeps
//! placeholders for them.
use super::value::{Key, Value, hash_value};
use indexmap::IndexSet;
use std::cell::RefCell;

const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;
const MIN_SIZE: usize = 8;

/// Whether CPython's hash of `v` is the same in every process (no strings, no addresses).
fn deterministic(v: &Value) -> bool {
    match v {
        Value::Int(_) | Value::Bool(_) => true,
        Value::Float(f) => !f.is_nan(),
        Value::Tuple(t) => t.iter().all(deterministic),
        _ => false,
    }
}

/// The slot of each hash (in insertion order) in CPython's table after inserting them all.
fn slots(hashes: &[u64]) -> Vec<usize> {
    let mut table: Vec<Option<usize>> = vec![None; MIN_SIZE];
    for (k, &h) in hashes.iter().enumerate() {
        insert(&mut table, k, h);
        let mask = table.len() - 1;
        let used = k + 1;
        if used * 5 >= mask * 3 {
            let want = if used > 50_000 { used * 2 } else { used * 4 };
            let mut size = MIN_SIZE;
            while size <= want {
                size <<= 1;
            }
            // Entries move to the new table in the old table's order.
            let old = std::mem::replace(&mut table, vec![None; size]);
            for e in old.into_iter().flatten() {
                insert(&mut table, e, hashes[e]);
            }
        }
    }
    let mut at = vec![0; hashes.len()];
    for (slot, e) in table.iter().enumerate() {
        if let Some(e) = e {
            at[*e] = slot;
        }
    }
    at
}

/// Places entry `e` (hash `h`) at CPython's free slot for it.
fn insert(table: &mut [Option<usize>], e: usize, h: u64) {
    let mask = table.len() - 1;
    let mut perturb = h;
    let mut i = h as usize & mask;
    loop {
        let probes = if i + LINEAR_PROBES <= mask {
            LINEAR_PROBES
        } else {
            0
        };
        if let Some(free) = table[i..=i + probes].iter_mut().find(|t| t.is_none()) {
            *free = Some(e);
            return;
        }
        perturb >>= PERTURB_SHIFT;
        i = (i
            .wrapping_mul(5)
            .wrapping_add(1)
            .wrapping_add(perturb as usize))
            & mask;
    }
}

/// The members of `set` in CPython's iteration order, when they all hash as CPython's do in
/// every process; in the set's own (insertion) order otherwise. The set keeps its insertion
/// order, so that every later look replays the same insertions and sees the same order.
pub fn ordered(set: &IndexSet<Key>) -> Vec<&Key> {
    match permutation(set) {
        Some(order) => order.into_iter().map(|i| &set[i]).collect(),
        None => set.iter().collect(),
    }
}

/// The members' values, in the order of `ordered`.
pub fn members(set: &IndexSet<Key>) -> Vec<Value> {
    ordered(set).into_iter().map(|k| k.0.clone()).collect()
}

/// The index (in insertion order) of the member CPython's iteration shows first.
pub fn first(set: &IndexSet<Key>) -> Option<usize> {
    match permutation(set) {
        Some(order) => order.first().copied(),
        None => (!set.is_empty()).then_some(0),
    }
}

/// Reorders a freshly built `set` as CPython's table holds it (for a display of constants,
/// which CPython builds twice: see `exec.rs`).
pub fn settle(set: &RefCell<IndexSet<Key>>) {
    let Some(order) = permutation(&set.borrow()) else {
        return;
    };
    let Ok(mut s) = set.try_borrow_mut() else {
        return;
    };
    let mut old: Vec<Option<Key>> = s.drain(..).map(Some).collect();
    s.extend(order.into_iter().filter_map(|i| old[i].take()));
}

/// Insertion indices sorted by the slot CPython's table gives them; None when the insertion
/// order is the answer (members whose hashes vary per process, or already in slot order).
fn permutation(set: &IndexSet<Key>) -> Option<Vec<usize>> {
    if set.len() < 2 || !set.iter().all(|k| deterministic(&k.0)) {
        return None;
    }
    let hashes: Vec<u64> = set.iter().map(|k| hash_value(&k.0) as u64).collect();
    let at = slots(&hashes);
    if at.windows(2).all(|w| w[0] < w[1]) {
        return None;
    }
    let mut order: Vec<usize> = (0..at.len()).collect();
    order.sort_unstable_by_key(|&i| at[i]);
    Some(order)
}

#[cfg(test)]
mod tests {
    use super::slots;

    #[test]
    fn small_ints_sit_at_their_hash() {
        // {3, 1, 2}: slots 3, 1, 2 of an 8-slot table.
        assert_eq!(slots(&[3, 1, 2]), vec![3, 1, 2]);
        // 1 finds 9 in its slot; an 8-slot table has no room for linear probes, so it takes
        // the perturbed step (1 * 5 + 1) & 7 = 6: CPython prints {9, 3, 5, 1}.
        assert_eq!(slots(&[5, 3, 9, 1]), vec![5, 3, 1, 6]);
        // 5 members fill 8 slots past 60%: the table grows to 32, so 9 sits at 9.
        assert_eq!(slots(&[5, 3, 9, 1, 17]), vec![5, 3, 9, 1, 17]);
    }
}
