//! An embedder's device memory cap (its own process: the cap is process-wide). On the CUDA
//! backend an allocation past it is the script's OutOfMemoryError and the script cannot
//! lift it with `set_limit`; on the CPU backend device arrays are host memory, which
//! `host_memory_limit` caps instead.
use gpa::{Device, Engine};

#[test]
fn device_memory_cap_holds() {
    let mut e = Engine::builder()
        .capture_output()
        .device_memory_limit(64 << 20)
        .host_memory_limit(64 << 20)
        .build();
    e.run("import cupy as cp\na = cp.random.rand(4 << 20)")
        .unwrap(); // 32 MiB
    let err = e.run("b = cp.random.rand(6 << 20)").unwrap_err(); // 48 MiB more
    let want = match gpa::default_device() {
        Device::Cuda(_) => "OutOfMemoryError",
        Device::Cpu => "MemoryError",
    };
    assert_eq!(err.kind, want, "{}", err.message);
    if let Device::Cuda(_) = gpa::default_device() {
        let lifted = e.run(
            "cp.get_default_memory_pool().set_limit(size=1 << 34)\nb = cp.random.rand(6 << 20)",
        );
        assert_eq!(lifted.unwrap_err().kind, "OutOfMemoryError");
    }
    e.run("del a\nb = cp.random.rand(6 << 20)\nprint(b.size)")
        .unwrap();
    assert_eq!(e.take_output(), format!("{}\n", 6 << 20));
}
