# MISTAKE: masked scores are filled with -1e9 and a fully masked row is not special-cased, so such a row gets uniform P
# (non-zero weights) and gradient flows through it into dv (and dq/dk), instead of zero.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = q.shape[-1] ** -0.5
    logits = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        logits = np.where(mask, logits, -1e9)
    logits = logits - logits.max(-1, keepdims=True)
    P = np.exp(logits)
    P /= P.sum(-1, keepdims=True)
    dv = np.matmul(np.swapaxes(P, -1, -2), grad_out)
    dP = np.matmul(grad_out, np.swapaxes(v, -1, -2))
    dS = P * (dP - np.einsum("...ij,...ij->...i", dP, P)[..., None])
    dq = np.matmul(dS, k) * scale
    dk = np.matmul(np.swapaxes(dS, -1, -2), q) * scale
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
