# Wrong: adds a causal mask (np.tril over (t_dec, t_enc)) on top of the padding mask, so decoder token i may only see source tokens 0..i; cross-attention has no causal mask. Everything else is right.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("bad num_heads")
    hd = D // num_heads
    sp = lambda t, n: t.reshape(B, n, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(x_dec @ w_q, Td), sp(x_enc @ w_k, Te), sp(x_enc @ w_v, Te)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(hd).astype(x_dec.dtype)
    allowed = np.tril(np.ones((Td, Te), dtype=bool))[None, None]
    if enc_padding_mask is not None:
        allowed = allowed & enc_padding_mask[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = (e / np.where(z > 0, z, 1)).astype(x_dec.dtype)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(B, Td, D) @ w_o
    return out, w
