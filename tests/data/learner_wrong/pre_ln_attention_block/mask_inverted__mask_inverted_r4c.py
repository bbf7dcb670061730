# wrong (extra): mask read the other way round (True = blocked, as in some libraries' key_padding_mask), so allowed keys are hidden and blocked ones used; everything else correct
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads
    mu = x.mean(-1, keepdims=True)
    h = (x - mu) / np.sqrt(((x - mu) ** 2).mean(-1, keepdims=True) + eps) * gamma + beta
    sp = lambda t: t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(h @ w_q), sp(h @ w_k), sp(h @ w_v)
    s = (q @ np.swapaxes(k, -1, -2)) / x.dtype.type(np.sqrt(hd))
    if mask is not None:
        s = np.where(np.asarray(mask, bool), -np.inf, s)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0).astype(s.dtype)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z > 0, z, 1)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
    return (x + o @ w_o).astype(x.dtype)
