# SOURCE: https://github.com/Project-MONAI/MONAI/pull/9011
# BUG: "Residual stream gets overwritten by the normed value before the ... add": x = self.norm(x) reassigns x,
#      so the residual add uses the normalized value instead of the raw residual (pre-norm should be x + f(norm(x))).
import numpy as np


def _ln(x, g, b, eps):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return g * (x - m) / np.sqrt(v + eps) + b


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    bsz, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d // num_heads
    x = _ln(x, gamma, beta, eps)                  # BUG: residual stream overwritten by the normed value
    q = (x @ w_q).reshape(bsz, t, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x @ w_k).reshape(bsz, t, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x @ w_v).reshape(bsz, t, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, -1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0.0)
    attn = (w @ v).transpose(0, 2, 1, 3).reshape(bsz, t, d) @ w_o
    return (attn + x).astype(x.dtype)
