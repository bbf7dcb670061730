# MISTAKE: LayerNorm uses the unbiased variance (np.var(..., ddof=1)) instead of the biased (ddof 0) one.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    batch, seq, d = x.shape
    if d % num_heads != 0:
        raise ValueError("bad num_heads")
    hd = d // num_heads
    xc = x - x.mean(-1, keepdims=True)
    h = xc / np.sqrt(np.var(x, axis=-1, ddof=1, keepdims=True) + eps) * gamma + beta
    out = np.zeros_like(x)
    for bi in range(batch):
        for hh in range(num_heads):
            sl = slice(hh * hd, (hh + 1) * hd)
            q = (h[bi] @ w_q)[:, sl]
            k = (h[bi] @ w_k)[:, sl]
            v = (h[bi] @ w_v)[:, sl]
            s = q @ k.T / np.sqrt(hd)
            if mask is not None:
                mk = np.broadcast_to(mask, (batch, num_heads, seq, seq))[bi, hh]
            else:
                mk = np.ones((seq, seq), bool)
            s = np.where(mk, s, -np.inf)
            for i in range(seq):
                if not mk[i].any():
                    continue
                e = np.exp(s[i] - s[i].max())
                out[bi, i, sl] = (e / e.sum()) @ v
    return (x + out @ w_o).astype(x.dtype)
