# MISTAKE: the rotation angle uses np.arange(seq_len) instead of the given `positions` (the positions are only shape-checked), so a token decoded at position t_past is rotated as if it sat at 0.
import numpy as np


class Rope:
    def __init__(self, head_dim, base=10000.0):
        if head_dim % 2 != 0:
            raise ValueError("head_dim must be even")
        self._d = head_dim
        self._base = base

    def getHalf(self):
        return self._d // 2

    def getInvFreq(self):
        return self._base ** (-2.0 * np.arange(self.getHalf()) / self._d)

    def rotate(self, x, positions):
        lead = x.shape[:-1]
        pos = np.asarray(positions)
        if np.broadcast_shapes(pos.shape, lead) != lead:
            raise ValueError("positions do not broadcast to x.shape[:-1]")
        seq_len = x.shape[-2]
        t = np.arange(seq_len, dtype=np.float64)
        ang = t[:, None] * self.getInvFreq()[None, :]     # (seq_len, h)
        c, s = np.cos(ang), np.sin(ang)
        h = self.getHalf()
        x1, x2 = x[..., :h], x[..., h:]
        out = np.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], axis=-1)
        return out.astype(x.dtype)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    return Rope(x.shape[-1], base).rotate(x, positions)
