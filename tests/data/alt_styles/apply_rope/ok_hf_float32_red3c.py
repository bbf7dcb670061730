import numpy as np

# correct (HF LLaMA style): inv_freq and the angles in x's dtype (float32 for float32 input), cat(freqs, freqs)
def rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([-x[..., h:], x[..., :h]], axis=-1)

def apply_rope(x, positions, base=10000.0):
    if x.shape[-1] % 2:
        raise ValueError("head_dim must be even")
    d = x.shape[-1]
    inv_freq = 1.0 / (base ** (np.arange(0, d, 2, dtype=np.float32).astype(x.dtype) / d))
    freqs = np.asarray(positions).astype(x.dtype)[..., None] * inv_freq.astype(x.dtype)
    emb = np.concatenate([freqs, freqs], axis=-1)
    return (x * np.cos(emb) + rotate_half(x) * np.sin(emb)).astype(x.dtype)
