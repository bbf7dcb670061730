import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    """Layer normalisation over the last (feature) axis of every token.

    Args:
        x: float ndarray ``(..., d_model)`` (float64 or float32), e.g. ``(batch, seq_len, d_model)``.
        gamma: ``(d_model,)`` learned scale.
        beta: ``(d_model,)`` learned shift.
        eps: small constant added to the variance inside the square root.

    Returns:
        ndarray like ``x``: ``gamma * (x - mean) / sqrt(var + eps) + beta``, where ``mean`` and
        ``var`` are taken over the last axis of each token separately, and ``var`` is the biased
        (population) variance ``mean((x - mean)**2)`` -- divide by ``d_model``, not ``d_model - 1``.

    Conventions:
        Same as ``torch.nn.functional.layer_norm(x, (d_model,), gamma, beta, eps)``. Keep the dtype;
        do not modify the inputs. Compute the variance from ``x - mean`` (two passes), which stays
        accurate when the features are large and close together.

    Source: Ba, Kiros & Hinton 2016, "Layer Normalization", eq. 4 (statistics over the hidden units
    of one example); the Transformer applies it around every sub-layer (Vaswani et al. 2017, §3.1).
    """
    raise NotImplementedError
