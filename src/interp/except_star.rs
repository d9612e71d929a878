//! `try ... except* T:` (PEP 654): each clause takes the part of an exception group its
//! types match (a lone exception is wrapped in a group first); what the clauses raise and
//! the part no clause matched leave the statement together. The group logic is
//! `pylib/_exceptiongroup.gpa`'s, CPython's algorithm (`split`, `_PyExc_PrepReraiseStar`).
use super::error::{RtErr, RtResult, err, raise_value};
use super::exec::Flow;
use super::value::Value;
use super::{Frame, Interp};
use crate::ir::Handler;

impl Interp {
    pub(super) fn handle_star(
        &mut self,
        e: Box<RtErr>,
        handlers: &[Handler],
        f: &mut Frame,
    ) -> RtResult<Flow> {
        let orig = e.exc.clone();
        let mut rest = orig.clone();
        let mut raised = Vec::new();
        for h in handlers {
            if matches!(rest, Value::None) {
                break;
            }
            let Some(typ) = &h.typ else { continue };
            let tv = self.eval(typ, f)?;
            self.group_helper("_star_check", vec![tv.clone()])?;
            let pair = self.group_helper("_star_match", vec![rest.clone(), tv])?;
            let Value::Tuple(pair) = pair else {
                return Err(err(super::error::ExcType::SystemError, "bad except* match"));
            };
            let (matched, left) = (pair[0].clone(), pair[1].clone());
            rest = left;
            if matches!(matched, Value::None) {
                continue;
            }
            if let Err(ne) = self.run_handler(h, &matched, f) {
                if self.stopping {
                    return Err(ne);
                }
                raised.push(ne.exc);
            }
        }
        raised.push(rest);
        let list = Value::list(raised);
        match self.group_helper("_star_reraise", vec![orig.clone(), list])? {
            Value::None => Ok(Flow::Normal),
            // Nothing handled: the exception goes on as it was raised.
            v if v.is(&orig) => Err(e),
            v => {
                let mut ne = raise_value(v);
                ne.at = e.at;
                ne.trace = e.trace;
                Err(ne)
            }
        }
    }

    /// Calls one of `_exceptiongroup`'s functions.
    fn group_helper(&mut self, name: &str, args: Vec<Value>) -> RtResult<Value> {
        let Value::Module(m) = self.import("_exceptiongroup", true)? else {
            return Err(err(
                super::error::ExcType::ImportError,
                "no _exceptiongroup",
            ));
        };
        let Some(func) = m.get(name) else {
            return Err(err(super::error::ExcType::AttributeError, name.to_string()));
        };
        self.call(&func, &args, &[])
    }
}
