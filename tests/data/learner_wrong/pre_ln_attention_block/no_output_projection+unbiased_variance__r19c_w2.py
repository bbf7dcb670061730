# MISTAKE: (1) the LayerNorm uses the unbiased variance (np.var ddof=1); (2) forgets the output projection w_o (adds the merged heads directly).
import numpy as np

def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    h = gamma * (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, ddof=1, keepdims=True) + eps) + beta
    out = np.zeros_like(x)
    for i in range(num_heads):
        sl = slice(i * hd, (i + 1) * hd)
        q = (h @ w_q)[..., sl]; k = (h @ w_k)[..., sl]; v = (h @ w_v)[..., sl]
        s = q @ k.transpose(0, 2, 1) / np.sqrt(hd)
        if mask is not None:
            mk = np.broadcast_to(mask, (B, num_heads, T, T))[:, i]
            s = np.where(mk, s, -np.inf)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
        out[..., sl] = p @ v
    return (x + out).astype(x.dtype)
