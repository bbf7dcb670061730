import numpy as np

# wrong: rotate_half pairing but cos/sin built with np.repeat (GPT-J frequency layout) instead of cat(freqs, freqs)
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    inv_freq = 1.0 / base ** (np.arange(0, d, 2) / d)
    freqs = np.asarray(positions)[..., None] * inv_freq
    emb = np.repeat(freqs, 2, axis=-1)
    rot = np.concatenate([-x[..., d // 2:], x[..., : d // 2]], axis=-1)
    return (x * np.cos(emb) + rot * np.sin(emb)).astype(x.dtype)
