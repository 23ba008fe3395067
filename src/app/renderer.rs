//! Which of iced's two renderers draws the window.
//!
//! wgpu's OpenGL backend on a software adapter (Mesa's llvmpipe, what
//! virtual machines and computers without a graphics driver have) leaves
//! meshes of earlier frames on screen and drops quads: open the openings
//! and the old board's squares cover the list. The same build on Vulkan,
//! even on a software Vulkan (lavapipe), and on tiny-skia draws cleanly, so
//! it is the driver path, not our drawing. A software adapter gains nothing
//! from wgpu anyway: tiny-skia draws on the CPU without a GPU emulation.

use iced::wgpu as gpu;

/// The environment variable iced reads to choose its renderer.
pub const ICED_BACKEND: &str = "ICED_BACKEND";

/// What to draw with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Renderer {
    /// As iced chooses: the player set `ICED_BACKEND`, or the adapter is
    /// a real GPU (or there is none, and iced falls back by itself).
    AsIcedChooses,
    /// tiny-skia, because wgpu would run on this software adapter.
    TinySkia { adapter: String },
}

/// The renderer for an adapter of `kind` named `name` (none: wgpu found
/// no adapter), unless `asked` (the player's `ICED_BACKEND`) says which.
pub fn decide(asked: Option<&str>, adapter: Option<(gpu::DeviceType, String)>) -> Renderer {
    match (asked, adapter) {
        (Some(_), _) | (None, None) => Renderer::AsIcedChooses,
        (None, Some((gpu::DeviceType::Cpu, name))) => Renderer::TinySkia { adapter: name },
        (None, Some(_)) => Renderer::AsIcedChooses,
    }
}

/// The adapter wgpu would draw on, as iced asks for it (high performance,
/// the backends of `WGPU_BACKEND` or all).
fn probe() -> Option<(gpu::DeviceType, String)> {
    let backends = gpu::Backends::from_env().unwrap_or(gpu::Backends::all());
    let instance = gpu::Instance::new(&gpu::InstanceDescriptor {
        backends,
        ..Default::default()
    });
    let options = gpu::RequestAdapterOptions {
        power_preference: gpu::PowerPreference::from_env()
            .unwrap_or(gpu::PowerPreference::HighPerformance),
        compatible_surface: None,
        force_fallback_adapter: false,
    };
    let adapter = iced::futures::executor::block_on(instance.request_adapter(&options)).ok()?;
    let info = adapter.get_info();
    Some((
        info.device_type,
        format!("{} ({:?})", info.name, info.backend),
    ))
}

/// Looks at the adapter and, on a software one, asks iced for tiny-skia.
/// Call before the window opens, while the program has one thread.
pub fn choose() -> Renderer {
    let asked = std::env::var(ICED_BACKEND).ok();
    let adapter = if asked.is_none() { probe() } else { None };
    let renderer = decide(asked.as_deref(), adapter);
    if let Renderer::TinySkia { .. } = renderer {
        // SAFETY: called from `main` before iced, rodio or any task starts,
        // so no other thread reads the environment while it changes.
        unsafe { std::env::set_var(ICED_BACKEND, "tiny-skia") };
    }
    renderer
}

#[cfg(test)]
mod tests {
    use super::*;

    fn llvmpipe() -> Option<(gpu::DeviceType, String)> {
        Some((gpu::DeviceType::Cpu, "llvmpipe (Gl)".to_owned()))
    }

    #[test]
    fn a_software_adapter_draws_with_tiny_skia() {
        assert_eq!(
            decide(None, llvmpipe()),
            Renderer::TinySkia {
                adapter: "llvmpipe (Gl)".to_owned()
            }
        );
    }

    #[test]
    fn a_gpu_or_no_adapter_is_left_to_iced() {
        for kind in [
            gpu::DeviceType::DiscreteGpu,
            gpu::DeviceType::IntegratedGpu,
            gpu::DeviceType::VirtualGpu,
        ] {
            let adapter = Some((kind, "a GPU".to_owned()));
            assert_eq!(decide(None, adapter), Renderer::AsIcedChooses);
        }
        assert_eq!(decide(None, None), Renderer::AsIcedChooses);
    }

    #[test]
    fn the_players_choice_wins() {
        assert_eq!(decide(Some("wgpu"), llvmpipe()), Renderer::AsIcedChooses);
    }
}
