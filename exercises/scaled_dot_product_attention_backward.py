import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    """Gradients of scaled dot-product attention with respect to q, k and v.

    Forward (for reference): ``S = q k^T / sqrt(d)``, masked entries ``-inf``, ``P = softmax(S)``
    (a fully masked row is all zeros), ``O = P v``.

    Args:
        q: float ndarray ``(..., q_len, d)`` (float64 or float32).
        k: ``(..., k_len, d)`` with the same leading axes as ``q``.
        v: ``(..., k_len, d_v)`` with the same leading axes.
        grad_out: ``(..., q_len, d_v)``, the gradient of the loss with respect to ``O``.
        mask: optional bool mask broadcasting to ``(..., q_len, k_len)``, ``True`` = may attend.

    Returns:
        ``(dq, dk, dv)`` with the shapes of ``q``, ``k``, ``v``:
        ``dv = P^T grad_out``; ``dP = grad_out v^T``; ``dS = P * (dP - sum(dP * P, -1))``;
        ``dq = dS k / sqrt(d)``; ``dk = dS^T q / sqrt(d)`` (transposes on the last two axes only).
        Masked positions have ``P = 0`` and therefore contribute nothing.

    Conventions:
        Recompute ``P`` from the inputs (as FlashAttention's backward does); keep the dtype; do not
        modify the inputs.

    Source: Dao et al. 2022, "FlashAttention", Appendix B.2 (the standard attention backward pass,
    eqs. for dV, dP, dS, dQ, dK); Vaswani et al. 2017, eq. 1 for the forward pass.
    """
    raise NotImplementedError
