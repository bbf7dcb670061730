# MISTAKE: K/V heads are expanded with np.tile (interleaved groups: query head h uses K/V head
# h % num_kv_heads) instead of np.repeat (contiguous groups: h // g).
import numpy as np


class GQA:
    def __init__(self, q, k, v):
        self.q, self.k, self.v = q, k, v
        H, Hkv = q.shape[1], k.shape[1]
        if H % Hkv:
            raise ValueError("num_heads % num_kv_heads != 0")
        self.g = H // Hkv

    def expand(self, t):
        return np.tile(t, (1, self.g, 1, 1))

    def run(self, mask):
        k, v = self.expand(self.k), self.expand(self.v)
        s = np.einsum("bhqd,bhkd->bhqk", self.q, k) / np.sqrt(self.q.shape[-1])
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        mx = s.max(-1, keepdims=True)
        mx[np.isneginf(mx)] = 0
        e = np.exp(s - mx)
        z = e.sum(-1, keepdims=True)
        w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        return (w @ v).astype(self.q.dtype), w.astype(self.q.dtype)


def grouped_query_attention(q, k, v, mask=None):
    return GQA(q, k, v).run(mask)
