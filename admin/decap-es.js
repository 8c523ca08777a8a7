// Decap's words in Spanish where its own Spanish list has none or keeps the English ones ("Writing
// in EN", "Add …", "Expand", some error messages). session.js registers them before Decap starts
// for a person who reads the office in Spanish; admin/decap-es.test.ts checks every English key
// has a Spanish value with the same %{placeholders}. Decap's own Spanish words, where it has them,
// win: these fill only the gaps.
(function () {
  const phrases = {
    auth: {
      loginWithAzure: "Entrar con Azure",
      loginWithForgejo: "Entrar con Forgejo",
    },
    collection: {
      sidebar: {
        allCollections: "Todas las secciones",
        searchIn: "Buscar en",
      },
      collectionTop: {
        viewAsList: "Ver en lista",
        viewAsGrid: "Ver en cuadrícula",
        searchResults: "Resultados de «%{searchTerm}»",
        searchResultsInCollection: "Resultados de «%{searchTerm}» en %{collection}",
        filterBy: "Filtrar por",
        groupBy: "Agrupar por",
      },
      entries: {
        unpublishedHeader: "Sin publicar",
      },
      groups: {
        other: "Otros",
        negateLabel: "Sin %{label}",
      },
    },
    editor: {
      editorControl: {
        field: {
          widgetLabel: "Campo %{widgetLabel}",
        },
      },
      editorControlPane: {
        widget: {
          invalidPath: "'%{path}' no es una ruta válida",
          pathExists: "La ruta '%{path}' ya existe",
        },
        i18n: {
          writingInLocale: "Está escribiendo en %{locale}",
          copyFromLocale: "Copiar de otro idioma",
          copyFromLocaleConfirm: "¿Quiere copiar el texto en %{locale}?\nSe reemplazará todo lo que haya escrito aquí.",
        },
      },
      editorInterface: {
        toggleI18n: "Mostrar u ocultar el otro idioma",
        togglePreview: "Mostrar u ocultar la vista previa",
        toggleScrollSync: "Desplazar las dos columnas a la vez",
        toggleNotes: "Mostrar u ocultar las notas",
      },
      editorNotesPane: {
        title: "Notas",
        emptyState: "Todavía no hay notas. Escriba la primera aquí abajo.",
        addNote: "Agregar nota",
        addPlaceholder: "Escriba una nota...",
        editPlaceholder: "Cambie su nota...",
        save: "Guardar",
        cancel: "Cancelar",
        edit: "Cambiar",
        delete: "Borrar",
        resolve: "Dar por resuelta",
        unresolve: "Volver a abrir",
        confirmDelete: "¿Seguro que quiere borrar esta nota?",
        shortcut: "Consejo: pulse Ctrl+Enter para agregar la nota",
      },
      editorToolbar: {
        statusInfoTooltipDraft:
          "La entrada es un borrador. Cuando esté lista para revisar, cambie el estado a «En revisión».",
        statusInfoTooltipInReview:
          "La entrada está en revisión. No tiene que hacer nada más, pero puede seguir haciendo cambios.",
      },
      editorWidgets: {
        markdown: {
          bold: "Negrita",
          italic: "Cursiva",
          strikethrough: "Tachado",
          code: "Código",
          link: "Enlace",
          linkPrompt: "Escriba la dirección del enlace",
          headings: "Títulos",
          quote: "Cita",
          bulletedList: "Lista con puntos",
          numberedList: "Lista numerada",
          addComponent: "Agregar bloque",
          toggleMode: {
            rich: "Pasar a texto con formato",
            markdown: "Pasar a texto Markdown",
          },
        },
        image: {
          chooseMultiple: "Elegir imágenes",
          chooseUrl: "Poner desde una dirección web",
          replaceUrl: "Cambiar por una dirección web",
          promptUrl: "Escriba la dirección web de la imagen",
          addMore: "Agregar más imágenes",
          removeAll: "Quitar todas las imágenes",
        },
        file: {
          chooseUrl: "Poner desde una dirección web",
          chooseMultiple: "Elegir archivos",
          replaceUrl: "Cambiar por una dirección web",
          promptUrl: "Escriba la dirección web del archivo",
          addMore: "Agregar más archivos",
          removeAll: "Quitar todos los archivos",
        },
        datetime: {
          setToNow: "Poner la hora de ahora en %{fieldLabel}",
        },
        list: {
          add: "Agregar %{item}",
          addType: "Agregar %{item}",
        },
        object: {
          expand: "Abrir",
          collapse: "Cerrar",
        },
      },
    },
    mediaLibrary: {
      mediaLibraryCard: {
        copy: "Copiar",
        copyUrl: "Copiar la dirección",
        copyPath: "Copiar la ruta",
        copyName: "Copiar el nombre",
        copied: "Copiado",
      },
      mediaLibraryModal: {
        close: "Cerrar",
      },
    },
    ui: {
      settingsDropdown: {
        account: "Opciones de la cuenta",
      },
      toast: {
        noteAdded: "Nota agregada",
        onFailToAddNote: "No se pudo agregar la nota: %{details}",
        noteUpdated: "Nota cambiada",
        onFailToUpdateNote: "No se pudo cambiar la nota: %{details}",
        noteDeleted: "Nota borrada",
        onFailToDeleteNote: "No se pudo borrar la nota: %{details}",
        noteResolved: "Nota resuelta",
        noteReopened: "Nota abierta de nuevo",
        onFailToToggleNote: "No se pudo cambiar el estado de la nota: %{details}",
        onLoggedOut: "Se ha cerrado su sesión. Guarde una copia de lo que estaba escribiendo y vuelva a entrar.",
        onBackendDown: "El servicio no funciona en este momento. Más información en %{details}",
      },
    },
  };

  const isObject = (value) => typeof value === "object" && value !== null;

  // Decap's Spanish words with these filling every key that is missing there or still in English.
  const fill = (decapEs, decapEn, ours) => {
    const merged = { ...decapEs };
    for (const [key, value] of Object.entries(ours)) {
      const theirs = decapEs ? decapEs[key] : undefined;
      const english = decapEn ? decapEn[key] : undefined;
      if (isObject(value)) merged[key] = fill(isObject(theirs) ? theirs : {}, isObject(english) ? english : {}, value);
      else if (theirs === undefined || theirs === english) merged[key] = value;
    }
    return merged;
  };

  globalThis.decapSpanish = {
    phrases,
    /** Decap's Spanish phrases (CMS.getLocale("es")) with the gaps filled; `en` tells which are still English. */
    fill: (decapEs, decapEn) => fill(decapEs || {}, decapEn || {}, phrases),
  };
})();
