# SOURCE: https://github.com/omihub777/ViT-CIFAR/pull/11
# MISTAKE: The scores are divided by sqrt(d_model) (the full embedding size) instead of sqrt(head_dim), the per-head query/key size.
import numpy as np


class _MHA:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        self.h = num_heads
        self.d_model = w_q.shape[1]
        if self.d_model % num_heads:
            raise ValueError("d_model must be divisible by num_heads")
        self.hd = self.d_model // num_heads
        self.sqrt_d = self.d_model ** 0.5

    def _split(self, t):
        b, s, _ = t.shape
        return t.reshape(b, s, self.h, self.hd).transpose(0, 2, 1, 3)

    def __call__(self, x_q, x_kv, mask):
        q = self._split(x_q @ self.w_q)
        k = self._split(x_kv @ self.w_k)
        v = self._split(x_kv @ self.w_v)
        s = np.einsum("bhqd,bhkd->bhqk", q, k) / self.sqrt_d
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        mx = s.max(axis=-1, keepdims=True)
        mx[~np.isfinite(mx)] = 0.0
        e = np.exp(s - mx)
        z = e.sum(axis=-1, keepdims=True)
        w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
        ctx = np.einsum("bhqk,bhkd->bhqd", w, v)
        b, _, t, _ = ctx.shape
        merged = ctx.transpose(0, 2, 1, 3).reshape(b, t, self.d_model)
        return merged @ self.w_o, w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    out, w = _MHA(w_q, w_k, w_v, w_o, num_heads)(x_q, x_kv, mask)
    dt = x_q.dtype
    return out.astype(dt), w.astype(dt)
