import numpy as np


def apply_rope(x, positions, base=10000.0):
    # Hugging Face style: inverse frequencies and angles in the dtype of x
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    dt = x.dtype
    inv_freq = (1.0 / (base ** (np.arange(0, d, 2, dtype=np.float64) / d))).astype(dt)
    freqs = np.asarray(positions).astype(dt)[..., None] * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    h = d // 2
    rot = np.concatenate([-x[..., h:], x[..., :h]], axis=-1)
    return x * np.cos(emb) + rot * np.sin(emb)
