# MISTAKE: Masked scores are filled with the finite value -1e9 instead of -inf, so a fully masked query row gets uniform weights and an average of the values instead of zero weights and a zero output.
import numpy as np


class GQA:
    NEG = -1e9

    def __init__(self, num_heads, num_kv_heads):
        if num_heads % num_kv_heads:
            raise ValueError("num_heads must be a multiple of num_kv_heads")
        self.group = num_heads // num_kv_heads

    def expand(self, t):
        return np.repeat(t, self.group, axis=1)

    def forward(self, q, k, v, mask):
        k = self.expand(k)
        v = self.expand(v)
        s = q @ np.swapaxes(k, -1, -2) / q.dtype.type(np.sqrt(q.shape[-1]))
        if mask is not None:
            s = np.where(mask, s, q.dtype.type(self.NEG))
        s = s - s.max(axis=-1, keepdims=True)
        e = np.exp(s)
        w = e / e.sum(axis=-1, keepdims=True)
        return w @ v, w


def grouped_query_attention(q, k, v, mask=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    return GQA(q.shape[1], k.shape[1]).forward(q, k, v, mask)
