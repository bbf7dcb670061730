# WRONG: plain softmax with -inf fill and no guard: a source that is all padding gives NaN weights and NaN output (loop over heads; otherwise correct).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("bad heads")
    hd = d // num_heads
    Q = x_dec @ w_q
    K = x_enc @ w_k
    V = x_enc @ w_v
    out = np.zeros((b, td, d), dtype=x_dec.dtype)
    weights = np.zeros((b, num_heads, td, te), dtype=x_dec.dtype)
    for h in range(num_heads):
        sl = slice(h * hd, (h + 1) * hd)
        s = Q[:, :, sl] @ K[:, :, sl].transpose(0, 2, 1) / np.sqrt(np.float32(hd)).astype(x_dec.dtype)
        if enc_padding_mask is not None:
            s = np.where(enc_padding_mask[:, None, :], s, -np.inf)
        s = s - s.max(axis=-1, keepdims=True)
        e = np.exp(s)
        p = e / e.sum(axis=-1, keepdims=True)
        weights[:, h] = p
        out[:, :, sl] = p @ V[:, :, sl]
    return out @ w_o, weights
