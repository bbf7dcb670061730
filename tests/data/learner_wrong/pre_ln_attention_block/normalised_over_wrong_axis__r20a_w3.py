# MISTAKE: LayerNorm statistics are taken over the sequence axis (axis=-2) instead of over the features of each token (axis=-1).
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    batch, seq, dm = x.shape
    if dm % num_heads != 0:
        raise ValueError("heads do not divide d_model")
    mu = x.mean(axis=-2, keepdims=True)
    var = x.var(axis=-2, keepdims=True)
    h = gamma * (x - mu) / np.sqrt(var + eps) + beta
    hd = dm // num_heads
    out = np.zeros_like(x)
    full = None if mask is None else np.broadcast_to(mask, (batch, num_heads, seq, seq))
    concat = np.zeros((batch, seq, dm), dtype=np.result_type(x, w_q))
    for bi in range(batch):
        Q = h[bi] @ w_q; K = h[bi] @ w_k; V = h[bi] @ w_v
        for hi in range(num_heads):
            sl = slice(hi * hd, (hi + 1) * hd)
            s = Q[:, sl] @ K[:, sl].T / np.sqrt(hd)
            if full is not None:
                s = np.where(full[bi, hi], s, -np.inf)
            for qi in range(seq):
                row = s[qi]
                if np.all(np.isneginf(row)):
                    continue
                p = np.exp(row - row.max())
                p /= p.sum()
                concat[bi, qi, sl] = p @ V[:, sl]
    out = x + concat @ w_o
    return out.astype(x.dtype)
