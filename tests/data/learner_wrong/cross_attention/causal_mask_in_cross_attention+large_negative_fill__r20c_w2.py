# MISTAKE: (1) adds a causal mask (tril) on the decoder-by-encoder scores although cross-attention has none; (2) the padded keys get -1e4 instead of -inf (small but non-zero weight on padding; an all-padding source gives uniform weights, not zeros).
import numpy as np

def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("bad heads")
    hd = D // num_heads
    Q = np.einsum('btd,de->bte', x_dec, w_q).reshape(B, Td, num_heads, hd)
    K = np.einsum('btd,de->bte', x_enc, w_k).reshape(B, Te, num_heads, hd)
    V = np.einsum('btd,de->bte', x_enc, w_v).reshape(B, Te, num_heads, hd)
    S = np.einsum('bqhd,bkhd->bhqk', Q, K) / np.sqrt(hd)
    allowed = np.tril(np.ones((Td, Te), bool))[None, None]
    if enc_padding_mask is not None:
        S = np.where(enc_padding_mask[:, None, None, :], S, -1e4)
    S = np.where(allowed, S, -np.inf)
    S = S - S.max(-1, keepdims=True)
    P = np.exp(S); P /= P.sum(-1, keepdims=True)
    O = np.einsum('bhqk,bkhd->bqhd', P, V).reshape(B, Td, D)
    return (O @ w_o).astype(x_dec.dtype), P.astype(x_dec.dtype)
