# MISTAKE: SplitHeads reshapes (batch, seq, d_model) straight to (batch, heads, seq, head_dim) without going through (batch, seq, heads, head_dim), so a "head" contains pieces of different tokens (MergeHeads undoes it the same way).
import numpy as np


class Projection:
    def __init__(self, w):
        self.w = w

    def __call__(self, x):
        return x @ self.w


class SplitHeads:
    def __init__(self, h):
        self.h = h

    def __call__(self, x):
        b, t, d = x.shape
        return x.reshape(b, self.h, t, d // self.h)


class MergeHeads:
    def __call__(self, x):
        b, h, t, hd = x.shape
        return x.reshape(b, t, h * hd)


class ScaledDotProduct:
    def __call__(self, q, k, v, mask=None):
        s = q @ k.swapaxes(-1, -2) / np.sqrt(q.shape[-1])
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        mx = s.max(-1, keepdims=True)
        mx[~np.isfinite(mx)] = 0
        e = np.exp(s - mx)
        tot = e.sum(-1, keepdims=True)
        w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
        return w @ v, w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    if x_q.shape[-1] % num_heads:
        raise ValueError("d_model is not divisible by num_heads")
    split, merge = SplitHeads(num_heads), MergeHeads()
    q = split(Projection(w_q)(x_q))
    k = split(Projection(w_k)(x_kv))
    v = split(Projection(w_v)(x_kv))
    ctx, w = ScaledDotProduct()(q, k, v, mask)
    out = Projection(w_o)(merge(ctx))
    return out.astype(x_q.dtype), w.astype(x_q.dtype)
