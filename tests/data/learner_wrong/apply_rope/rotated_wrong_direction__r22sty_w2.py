# MISTAKE: rotate_half is built as concat(x2, -x1) instead of concat(-x2, x1), so each pair is rotated by -phi (out_i = x_i cos + x_{i+h} sin) instead of +phi.
import numpy as np


class RotaryEmbedding:
    def __init__(self, head_dim, base=10000.0):
        if head_dim % 2:
            raise ValueError("head_dim must be even")
        self.head_dim = head_dim
        self.half = head_dim // 2
        self.inv_freq = 1.0 / (base ** (np.arange(0, head_dim, 2, dtype=np.float64) / head_dim))

    def cos_sin(self, pos):
        freqs = pos[..., None] * self.inv_freq
        emb = np.concatenate([freqs, freqs], axis=-1)
        return np.cos(emb), np.sin(emb)

    def rotate_half(self, x):
        x1 = x[..., : self.half]
        x2 = x[..., self.half:]
        return np.concatenate([x2, -x1], axis=-1)

    def __call__(self, x, positions):
        lead = x.shape[:-1]
        try:
            ok = np.broadcast_shapes(positions.shape, lead) == lead
        except ValueError:
            ok = False
        if not ok:
            raise ValueError("positions do not broadcast to x.shape[:-1]")
        pos = np.broadcast_to(positions, lead).astype(np.float64)
        cos, sin = self.cos_sin(pos)
        return (x * cos + self.rotate_half(x) * sin).astype(x.dtype)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    return RotaryEmbedding(x.shape[-1], base)(x, np.asarray(positions))
