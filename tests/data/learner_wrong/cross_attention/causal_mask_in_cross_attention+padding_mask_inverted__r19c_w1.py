# MISTAKE: (1) padding-mask polarity inverted: keys where the mask is True (real tokens) are set to -inf, padding is attended; (2) an extra causal mask (tril) is applied although cross-attention has none.
import numpy as np

def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("bad heads")
    hd = D // num_heads
    def heads(t):
        return t.reshape(B, -1, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = heads(x_dec @ w_q), heads(x_enc @ w_k), heads(x_enc @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    allowed = np.tril(np.ones((Td, Te), dtype=bool))[None, None]
    if enc_padding_mask is not None:
        allowed = allowed & ~np.asarray(enc_padding_mask, bool)[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isinf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z == 0, 0, e / np.where(z == 0, 1, z))
    out = (w @ v).transpose(0, 2, 1, 3).reshape(B, Td, D) @ w_o
    return out.astype(x_dec.dtype), w.astype(x_dec.dtype)
