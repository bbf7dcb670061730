"""Correct: the Hugging Face rotate_half form."""
import numpy as np

def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    inv_freq = 1.0 / base ** (np.arange(0, d, 2) / d)
    freqs = np.asarray(positions)[..., None] * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    rot = np.concatenate([-x[..., h:], x[..., :h]], axis=-1)
    return (x * np.cos(emb) + rot * np.sin(emb)).astype(x.dtype)
