# MISTAKE: two slips: (1) the mask is ignored when P is recomputed (the forward pass is redone unmasked); (2) dk uses the wrong input: dk = dS^T k / sqrt(d) instead of dS^T q / sqrt(d).
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dt = q.dtype
    scale = 1.0 / float(np.sqrt(q.shape[-1]))
    tr = lambda a: np.swapaxes(a, -1, -2)
    logits = q @ tr(k) * scale
    logits = logits - logits.max(axis=-1, keepdims=True)
    P = np.exp(logits)
    P /= P.sum(axis=-1, keepdims=True)
    grad_v = tr(P) @ grad_out
    grad_p = grad_out @ tr(v)
    grad_s = P * (grad_p - (grad_p * P).sum(axis=-1, keepdims=True))
    grad_q = grad_s @ k * scale
    grad_k = tr(grad_s) @ k * scale
    return grad_q.astype(dt), grad_k.astype(dt), grad_v.astype(dt)
