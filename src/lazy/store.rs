//! Storage shared by an array and its views: host values (a `Col`) and, with the CUDA
//! backend, a device copy. One of the two is current; the other is refreshed on demand, so
//! host code that reads a device result waits for it there (a sync point) and a write from
//! the host drops the device copy.
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::backend::DeviceBuf as DevBuf;
use crate::backend::{Device, DeviceError};
use std::cell::{Cell, Ref, RefCell, RefMut};
use std::rc::Rc;

pub struct Store {
    host: RefCell<Col>,
    dev: RefCell<Option<DevBuf>>,
    /// The device copy holds the only current values.
    host_stale: Cell<bool>,
    /// The host bytes counted against the embedder's memory cap (`array::alloc`).
    counted: Cell<usize>,
    /// The copied real or imaginary part of a complex array (`z.real`): NumPy's is a view,
    /// so a write into it would silently miss the array; `array::writable` refuses it.
    part_copy: Cell<bool>,
    /// Values NumPy hands out read-only (`np.frombuffer` over immutable bytes).
    read_only: Cell<bool>,
    /// The device (`backend::devices`) the buffer was made on: the current one then.
    device: Cell<u8>,
}

impl Drop for Store {
    fn drop(&mut self) {
        crate::array::alloc::count_host_bytes(-(self.counted.get() as isize));
    }
}

/// The bytes a host column holds.
fn col_bytes(c: &Col) -> usize {
    match c {
        Col::B(v) => v.len(),
        Col::S(v) => v.len() * 4,
        Col::I(v) => v.len() * 8,
        Col::U(v) => v.len() * 8,
        Col::F(v) => v.len() * 8,
        Col::Z(v) => v.len() * 8,
        Col::C(v) => v.len() * 16,
    }
}

/// What an array's views share.
pub type Buf = Rc<Store>;

impl Store {
    pub fn mark_part_copy(&self) {
        self.part_copy.set(true);
    }

    pub fn is_part_copy(&self) -> bool {
        self.part_copy.get()
    }

    pub fn mark_read_only(&self) {
        self.read_only.set(true);
    }

    pub fn is_read_only(&self) -> bool {
        self.read_only.get()
    }

    /// The device the buffer belongs to (`backend::devices`).
    pub fn device_id(&self) -> u8 {
        self.device.get()
    }

    pub fn host(col: Col) -> Buf {
        let bytes = col_bytes(&col);
        crate::array::alloc::count_host_bytes(bytes as isize);
        Rc::new(Store {
            host: RefCell::new(col),
            dev: RefCell::new(None),
            host_stale: Cell::new(false),
            counted: Cell::new(bytes),
            part_copy: Cell::new(false),
            read_only: Cell::new(false),
            device: Cell::new(crate::backend::devices::current()),
        })
    }

    /// A buffer whose values exist only on the device (a kernel's output).
    pub fn device(d: DevBuf) -> Buf {
        Rc::new(Store {
            host: RefCell::new(Col::B(Vec::new())),
            dev: RefCell::new(Some(d)),
            host_stale: Cell::new(true),
            counted: Cell::new(0),
            part_copy: Cell::new(false),
            read_only: Cell::new(false),
            device: Cell::new(crate::backend::devices::current()),
        })
    }

    /// The host values, without a copy when nothing else shares the buffer.
    pub fn into_col(buf: Buf) -> Col {
        match Rc::try_unwrap(buf) {
            Ok(s) => {
                s.sync_host();
                // The column leaves the store: it no longer counts.
                crate::array::alloc::count_host_bytes(-(s.counted.replace(0) as isize));
                s.host.replace(Col::B(Vec::new()))
            }
            Err(b) => b.borrow().clone(),
        }
    }

    /// Host values (copied back from the device first when only the device has them).
    pub fn borrow(&self) -> Ref<'_, Col> {
        self.sync_host();
        self.host.borrow()
    }

    /// `len` values from element `start` as a new host column. When only the device has the
    /// values, just that range is copied back (through the pinned path when large) and the
    /// store keeps no host copy, as `cp.asnumpy` does.
    pub fn range_col(&self, start: usize, len: usize) -> Col {
        if self.host_stale.get()
            && let Some(d) = &*self.dev.borrow()
            && d.mem.is_live()
        {
            return d.download_range(start, len);
        }
        self.borrow().range(start, len)
    }

    /// Whether only the device copy holds the current values.
    pub fn only_on_device(&self) -> bool {
        self.host_stale.get()
    }

    /// Host values for writing: the device copy becomes stale and is dropped.
    pub fn borrow_mut(&self) -> RefMut<'_, Col> {
        self.sync_host();
        self.dev.borrow_mut().take();
        self.host.borrow_mut()
    }

    fn sync_host(&self) {
        if self.host_stale.get() {
            let d = self.dev.borrow();
            let d = d.as_ref().expect("a stale host copy has a device copy");
            if !d.mem.is_live() {
                // Host code that cannot fail reads it: unwind to the statement's edge.
                crate::backend::raise(DeviceError::StaleBuffer);
            }
            let col = d.download();
            let bytes = col_bytes(&col);
            crate::array::alloc::count_host_bytes(bytes as isize - self.counted.get() as isize);
            self.counted.set(bytes);
            *self.host.borrow_mut() = col;
            self.host_stale.set(false);
        }
    }

    /// The device copy, uploaded from the host (as `dtype`) when there is none yet.
    pub fn on_device(&self, dtype: DType) -> Result<Ref<'_, DevBuf>, DeviceError> {
        if let Some(d) = &*self.dev.borrow()
            && !d.mem.is_live()
        {
            return Err(DeviceError::StaleBuffer);
        }
        let fresh = matches!(&*self.dev.borrow(), Some(d) if d.dtype == dtype);
        if !fresh {
            let up = DevBuf::upload(&self.borrow(), dtype)?;
            *self.dev.borrow_mut() = Some(up);
        }
        Ok(Ref::map(self.dev.borrow(), |d| {
            d.as_ref().expect("uploaded")
        }))
    }

    /// The device copy, made current, for a kernel that writes into it: the host copy is
    /// dropped (stale from now on).
    pub fn on_device_for_write(&self, dtype: DType) -> Result<Ref<'_, DevBuf>, DeviceError> {
        drop(self.on_device(dtype)?);
        self.host_stale.set(true);
        *self.host.borrow_mut() = Col::B(Vec::new());
        Ok(Ref::map(self.dev.borrow(), |d| {
            d.as_ref().expect("on the device")
        }))
    }

    /// Whether the values are on the device now (no copy needed to use them there).
    pub fn is_on_device(&self) -> bool {
        self.dev.borrow().is_some()
    }

    /// Where the current values live: the device of the device copy (the buffer knows its
    /// GPU), else the host.
    pub fn lives_on(&self) -> Device {
        match &*self.dev.borrow() {
            Some(d) => d.device(),
            None => Device::Cpu,
        }
    }
}
