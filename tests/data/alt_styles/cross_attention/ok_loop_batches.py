import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    H = D // num_heads
    out = np.zeros((B, Td, D), dtype=x_dec.dtype)
    weights = np.zeros((B, num_heads, Td, Te), dtype=x_dec.dtype)
    for bi in range(B):
        Q = x_dec[bi] @ w_q
        K = x_enc[bi] @ w_k
        V = x_enc[bi] @ w_v
        ctx = np.zeros((Td, D), dtype=x_dec.dtype)
        keep = np.ones(Te, bool) if enc_padding_mask is None else np.asarray(enc_padding_mask[bi], bool)
        if not keep.any():
            out[bi] = ctx @ w_o
            continue
        for h in range(num_heads):
            sl = slice(h * H, (h + 1) * H)
            sc = Q[:, sl] @ K[keep, sl].T / np.sqrt(H)
            sc = sc - sc.max(axis=1, keepdims=True)
            p = np.exp(sc)
            p /= p.sum(axis=1, keepdims=True)
            weights[bi, h][:, keep] = p
            ctx[:, sl] = p @ V[keep, sl]
        out[bi] = ctx @ w_o
    return out, weights
